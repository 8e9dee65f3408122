import type { BookingEvent } from "../../src/booking/bookingEvents";
import { articleReason, fixedReason, type Reason } from "../../src/booking/bookingReasons";
import { createBookingStore, type BookingState } from "../../src/booking/bookingStore";

type Action = ["open", number?] | ["close"] | ["reason", Reason];

const catarata = fixedReason("catarata");
const duvidas = fixedReason("catarataDuvidas");
const glaucoma = articleReason("Glaucoma");
const closed: BookingState = { isOpen: false, reason: null };

/** Runs `actions` on a fresh store; what it ends with, what its port was told, and how often listeners heard. */
function play(actions: Action[], initial: BookingState = closed) {
  const told: BookingEvent[] = [];
  const store = createBookingStore("5598987654321", initial, (event) => told.push(event));
  let heard = 0;
  store.subscribe(() => (heard += 1));
  for (const action of actions) {
    if (action[0] === "open") store.openModal(action[1]);
    else if (action[0] === "close") store.closeModal();
    else store.setReason(action[1]);
  }
  return { state: store.get(), told, heard };
}

describe("the booking store (spec, section 3: isOpen, reason; openModal, closeModal, setReason)", () => {
  it.each<[string, Action[], BookingState, BookingEvent[], number]>([
    ["starts closed, with no reason", [], closed, [], 0],
    [
      "a call to action: its reason, then open, told once with the reason's key and the tap's time",
      [
        ["reason", catarata],
        ["open", 812],
      ],
      { isOpen: true, reason: catarata },
      [["opened", "catarata", 812]],
      2,
    ],
    [
      "opened with no reason: told with none",
      [["open"]],
      { isOpen: true, reason: null },
      [["opened", undefined, undefined]],
      1,
    ],
    [
      "opened twice: told once, heard once",
      [
        ["reason", catarata],
        ["open", 1],
        ["open", 2],
      ],
      { isOpen: true, reason: catarata },
      [["opened", "catarata", 1]],
      2,
    ],
    [
      "closing clears the reason",
      [["reason", catarata], ["open", 1], ["close"]],
      closed,
      [["opened", "catarata", 1]],
      3,
    ],
    ["closing a closed modal: nobody hears", [["close"]], closed, [], 0],
    [
      "a second call to action before opening: the last reason wins",
      [
        ["reason", catarata],
        ["reason", duvidas],
        ["open", 5],
      ],
      { isOpen: true, reason: duvidas },
      [["opened", "catarataDuvidas", 5]],
      3,
    ],
    [
      "the same reason again: nobody hears",
      [
        ["reason", catarata],
        ["reason", fixedReason("catarata")],
      ],
      { isOpen: false, reason: catarata },
      [],
      1,
    ],
    [
      "an article's reason: its key is the articles' own, its words name it",
      [
        ["reason", glaucoma],
        ["open", 9],
      ],
      { isOpen: true, reason: { key: "artigo", label: "Dúvidas sobre glaucoma" } },
      [["opened", "artigo", 9]],
      2,
    ],
    [
      "reopened after closing: told again",
      [["reason", catarata], ["open", 1], ["close"], ["reason", duvidas], ["open", 2]],
      { isOpen: true, reason: duvidas },
      [
        ["opened", "catarata", 1],
        ["opened", "catarataDuvidas", 2],
      ],
      5,
    ],
  ])("%s", (_what, actions, state, told, heard) => {
    expect(play(actions)).toEqual({ state, told, heard });
  });

  it("started open (a story), opening again tells nothing", () => {
    expect(play([["open", 3]], { isOpen: true, reason: catarata }).told).toEqual([]);
  });

  it("an unsubscribed listener hears nothing more", () => {
    const store = createBookingStore("5598987654321", closed, () => undefined);
    let heard = 0;
    const unsubscribe = store.subscribe(() => (heard += 1));
    store.openModal();
    unsubscribe();
    store.closeModal();
    expect(heard).toBe(1);
  });

  it("holds the practice's number it was made with, the one every request goes to", () => {
    expect(createBookingStore("5599000000000", closed, () => undefined).practiceWhatsapp).toBe(
      "5599000000000",
    );
  });
});

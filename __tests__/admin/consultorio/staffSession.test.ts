import {
  forgetSession,
  keepSession,
  storedSession,
} from "../../../src/admin/consultorio/staffSession";
import { storedUserKey } from "../../../src/admin/sessionRenewal";

/** The browser's localStorage, as the page uses it. */
function storage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the session the phone page shares with the full editor", () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ["none yet", {}, undefined],
    [
      "the full editor's",
      { [storedUserKey]: JSON.stringify({ backendName: "github", login: "a@b", token: "t1" }) },
      "t1",
    ],
    ["a broken one", { [storedUserKey]: "{" }, undefined],
  ])("%s", (_case, initial, token) => {
    expect(storedSession(storage(initial))).toBe(token);
  });

  it("a new session replaces the token and keeps the rest of the full editor's user", () => {
    const store = storage({
      [storedUserKey]: JSON.stringify({ backendName: "github", login: "a@b", token: "old" }),
    });
    keepSession("new", store);
    expect(JSON.parse(store.getItem(storedUserKey)!)).toEqual({
      backendName: "github",
      login: "a@b",
      token: "new",
    });
  });

  it("signed in here first, the full editor finds a user to sign in with", () => {
    const store = storage();
    keepSession("first", store);
    expect(JSON.parse(store.getItem(storedUserKey)!)).toEqual({
      backendName: "github",
      token: "first",
    });
    expect(storedSession(store)).toBe("first");
    forgetSession(store);
    expect(storedSession(store)).toBeUndefined();
  });
});

import { listenStep, notListening, type ListenState } from "../../src/listen/listenStep";

const at = (status: ListenState["status"], piece: number): ListenState => ({ status, piece });

describe("listenStep", () => {
  it.each([
    [
      "Ouvir reads from the first piece",
      notListening,
      "press",
      3,
      at("speaking", 0),
      "readFromPiece",
    ],
    ["Ouvir with nothing to read does nothing", notListening, "press", 0, notListening, "none"],
    [
      "Pausar silences and keeps the piece",
      at("speaking", 2),
      "press",
      3,
      at("paused", 2),
      "silence",
    ],
    [
      "Continuar reads the paused piece again",
      at("paused", 2),
      "press",
      3,
      at("speaking", 2),
      "readFromPiece",
    ],
    ["Parar while reading ends it", at("speaking", 1), "stop", 3, notListening, "silence"],
    ["Parar while paused ends it", at("paused", 1), "stop", 3, notListening, "silence"],
    ["Parar with nothing read does nothing", notListening, "stop", 3, notListening, "none"],
    [
      "a piece's end reads the next",
      at("speaking", 0),
      "pieceEnded",
      3,
      at("speaking", 1),
      "readFromPiece",
    ],
    [
      "the last piece's end ends the reading",
      at("speaking", 2),
      "pieceEnded",
      3,
      notListening,
      "none",
    ],
    [
      "a piece's end while paused (the voice silenced) changes nothing",
      at("paused", 1),
      "pieceEnded",
      3,
      at("paused", 1),
      "none",
    ],
    [
      "a piece's end when nothing is read changes nothing",
      notListening,
      "pieceEnded",
      3,
      notListening,
      "none",
    ],
    ["the voice failing ends the reading", at("speaking", 1), "failed", 3, notListening, "silence"],
    [
      "a failure while paused changes nothing",
      at("paused", 1),
      "failed",
      3,
      at("paused", 1),
      "none",
    ],
  ] as const)("%s", (_name, state, event, pieces, expected, command) => {
    expect(listenStep(state, event, pieces)).toEqual({ state: expected, command });
  });
});

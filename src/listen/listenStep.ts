/** Where a reading stands: nothing read, reading aloud, or paused at a piece. */
export type ListenStatus = "idle" | "speaking" | "paused";

/** What happens to a reading: the main button ("Ouvir", "Pausar", "Continuar"), "Parar", a piece read to its end, or the voice failing. */
export type ListenEvent = "press" | "stop" | "pieceEnded" | "failed";

/** A reading: its status and the piece it is at (0 before the first). */
export interface ListenState {
  status: ListenStatus;
  piece: number;
}

/** What the voice is told to do after a step: read from the state's piece, go quiet, or nothing new. */
export type ListenCommand = "readFromPiece" | "silence" | "none";

/** The state before anything is read. */
export const notListening: ListenState = { status: "idle", piece: 0 };

/**
 * One step of a reading of `pieces` pieces. "Ouvir" reads from the start; "Pausar" silences the voice and keeps
 * the piece, which "Continuar" reads again from its start; "Parar", the last piece's end, or a failure go back to
 * the start. An event that means nothing in a status (a piece's end while paused: the voice's answer to being
 * silenced) changes nothing.
 */
export function listenStep(
  state: ListenState,
  event: ListenEvent,
  pieces: number,
): { state: ListenState; command: ListenCommand } {
  switch (event) {
    case "press":
      if (state.status === "idle")
        return pieces > 0
          ? { state: { status: "speaking", piece: 0 }, command: "readFromPiece" }
          : { state, command: "none" };
      if (state.status === "speaking")
        return { state: { ...state, status: "paused" }, command: "silence" };
      return { state: { ...state, status: "speaking" }, command: "readFromPiece" };
    case "stop":
      return state.status === "idle"
        ? { state, command: "none" }
        : { state: notListening, command: "silence" };
    case "pieceEnded":
      if (state.status !== "speaking") return { state, command: "none" };
      return state.piece + 1 < pieces
        ? { state: { status: "speaking", piece: state.piece + 1 }, command: "readFromPiece" }
        : { state: notListening, command: "none" };
    case "failed":
      return state.status === "speaking"
        ? { state: notListening, command: "silence" }
        : { state, command: "none" };
  }
}

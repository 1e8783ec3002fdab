// How a match snapshot is stored: the state without its score sheet, which is written only when
// it changes (a deal ended). The state is rewritten on every move, and the sheet (a row per
// finished deal) would make that write grow with the match.

/** The two columns of a snapshot: `state` without the sheet, and the sheet, or null when `previous` (the state before the move) holds the same one. */
export function splitSheet(state: object, previous: object | null): { state: object; sheet: unknown[] | null } {
  const sheet = (state as { sheet?: unknown[] }).sheet;
  const unchanged = previous !== null && (previous as { sheet?: unknown }).sheet === sheet;
  return { state: { ...state, sheet: undefined }, sheet: unchanged ? null : (sheet ?? null) };
}

/** The state as the engine knows it, from the two columns. */
export function joinSheet(state: object | null, sheet: object[] | null): object | null {
  if (!state || !sheet) return state;
  return { ...state, sheet };
}

// How a match snapshot is stored: the state without its score sheet, which is written only when
// it changes (a deal ended). The state is rewritten on every move, and the sheet (a row per
// finished deal) would make that write grow with the match.

/** The state column's value: the state without its sheet. */
export function withoutSheet(state: object): object {
  return { ...state, sheet: undefined };
}

/** The columns of a snapshot: `state` without the sheet (JSON), and the sheet (JSON) or null when `previous` still holds it. */
export function splitSheet(state: object, previous?: object | null): { state: string; sheet: string | null } {
  const sheet = (state as { sheet?: unknown }).sheet;
  const unchanged = previous != null && (previous as { sheet?: unknown }).sheet === sheet;
  return { state: JSON.stringify(withoutSheet(state)), sheet: unchanged || sheet === undefined ? null : JSON.stringify(sheet) };
}

/** The state as the engine knows it, from the two columns. */
export function joinSheet(state: object | null, sheet: object[] | null): object | null {
  if (!state || !sheet) return state;
  return { ...state, sheet };
}

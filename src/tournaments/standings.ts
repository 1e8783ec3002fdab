// The tournament list (pure): Seeger-Fabian totals per player from the score sheets of the
// tournament's tables (the engine's `tournament` preset already scores each deal with the
// +50/-50 and the 40/30 to the others), games won and lost as declarer, and the order of the
// German Skat association's rules for equal totals (docs/tournaments.md#tie-breaks): more games
// won first, then fewer games lost, then the lot (drawn from the tournament's seed).
import { createHash } from 'node:crypto';

/** One deal's line as the standings read it (a ScoreSheetRow's fields, player indices). */
export interface SheetLine {
  kind: string;
  declarer: number | null;
  won: boolean | null;
  /** Per player index. */
  scores: readonly number[];
  /** Deal seat -> player index (forehand, middlehand, rearhand). */
  seats: readonly number[];
}

export interface TableSheet {
  series: number;
  /** Player ids by player index (seat). */
  players: readonly string[];
  lines: readonly SheetLine[];
  /** Turn timeouts (the server acted for the player) by player index. */
  timeouts: readonly number[];
}

export interface Standing {
  rank: number;
  playerId: string;
  points: number;
  won: number;
  lost: number;
  /** Deals the player took part in (not sitting out). */
  games: number;
  timeouts: number;
  /** Points per series, series 1 first. */
  seriesPoints: number[];
  /** The lot's key: decides only between players equal in points, won and lost. */
  lot: string;
  /**
   * Duplicate tournaments: the sum over the player's deals of their score minus the mean score of
   * everyone who held the same cards (same series, table size, deal and seat); null otherwise.
   */
  duplicateDelta: number | null;
}

export function lotKey(tournamentSeed: string, playerId: string): string {
  return createHash('sha256').update(`skat-tournament-lot:${tournamentSeed}:${playerId}`).digest('hex');
}

/** Standings over `sheets` for every player in `players` (registered players with no deal yet stand at 0). */
export function standings(
  players: readonly string[],
  sheets: readonly TableSheet[],
  seriesCount: number,
  tournamentSeed: string,
  duplicate = false,
): Standing[] {
  const by = new Map<string, Standing>();
  const fresh = (id: string): Standing => ({
    rank: 0,
    playerId: id,
    points: 0,
    won: 0,
    lost: 0,
    games: 0,
    timeouts: 0,
    seriesPoints: new Array<number>(seriesCount).fill(0),
    lot: lotKey(tournamentSeed, id),
    duplicateDelta: duplicate ? 0 : null,
  });
  for (const id of players) by.set(id, fresh(id));
  for (const sheet of sheets) {
    const row = (i: number) => {
      const id = sheet.players[i];
      let s = by.get(id);
      if (!s) by.set(id, (s = fresh(id)));
      return s;
    };
    sheet.timeouts.forEach((n, i) => (row(i).timeouts += n));
    for (const line of sheet.lines) {
      line.scores.forEach((score, i) => {
        const s = row(i);
        s.points += score;
        s.seriesPoints[sheet.series - 1] += score;
      });
      for (const i of line.seats) row(i).games++;
      if (line.kind === 'game' && line.declarer !== null) {
        if (line.won) row(line.declarer).won++;
        else row(line.declarer).lost++;
      }
    }
  }
  if (duplicate) addDuplicateDeltas(by, sheets);
  const list = [...by.values()].sort(compareStandings);
  list.forEach((s, i) => (s.rank = i + 1));
  return list;
}

/** Same cards: same series, table size, deal number and seat (the deal seed and the dealer are the same). */
function addDuplicateDeltas(by: Map<string, Standing>, sheets: readonly TableSheet[]): void {
  const groups = new Map<string, { playerId: string; score: number }[]>();
  for (const sheet of sheets) {
    sheet.lines.forEach((line, k) => {
      line.seats.forEach((i) => {
        const key = `${sheet.series}:${sheet.players.length}:${k}:${i}`;
        (groups.get(key) ?? groups.set(key, []).get(key)!).push({ playerId: sheet.players[i], score: line.scores[i] });
      });
    });
  }
  for (const group of groups.values()) {
    const mean = group.reduce((a, g) => a + g.score, 0) / group.length;
    for (const g of group) by.get(g.playerId)!.duplicateDelta! += g.score - mean;
  }
  for (const s of by.values()) if (s.duplicateDelta !== null) s.duplicateDelta = Math.round(s.duplicateDelta * 100) / 100;
}

/** Points, then more games won, then fewer games lost, then the lot. */
export function compareStandings(a: Standing, b: Standing): number {
  return b.points - a.points || b.won - a.won || a.lost - b.lost || (a.lot < b.lot ? -1 : a.lot > b.lot ? 1 : 0);
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The list as CSV (RFC 4180, CRLF line ends): rank, name, id, points per series, total, won, lost, games, timeouts. */
export function standingsCsv(list: readonly Standing[], names: ReadonlyMap<string, string>, seriesCount: number): string {
  const head = ['rank', 'name', 'player_id', ...Array.from({ length: seriesCount }, (_, i) => `series_${i + 1}`), 'points', 'won', 'lost', 'games', 'timeouts'];
  const rows = list.map((s) => [s.rank, names.get(s.playerId) ?? '', s.playerId, ...s.seriesPoints, s.points, s.won, s.lost, s.games, s.timeouts]);
  return [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

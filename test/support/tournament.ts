// Tournament operations and checks shared by the tournament e2e tests: the standings recomputed
// from the deal records alone (Seeger-Fabian by hand, not by the engine's sheet), and the
// draw's invariants.
import { DEAL_RECORD } from '../../support/generic-player.js';
import type { GqlEndpoint } from './app.js';

export const TOURNAMENT = `id name status createdBy seriesCount gamesPerPlayer turnSeconds duplicate commitment seed currentSeries version
  players { playerId name }
  series { number status seed tables { tableNo tableId status players { seat playerId name } } }
  standings { rank playerId name points won lost games timeouts seriesPoints duplicateDelta }`;

export const RECORD = `query($id: ID!, $d: Int!) { dealRecord(tableId: $id, deal: $d) { deal record { ${DEAL_RECORD} } } }`;

export async function createTournament(s: GqlEndpoint, token: string, input: Record<string, unknown>): Promise<any> {
  return (await s.ok<any>(`mutation($i: CreateTournamentInput!) { createTournament(input: $i) { ${TOURNAMENT} } }`, { i: input }, token)).createTournament;
}

export async function addBots(s: GqlEndpoint, token: string, tournamentId: string, count: number, strategy = 'RANDOM'): Promise<any> {
  return (
    await s.ok<any>(`mutation($i: AddTournamentBotsInput!) { addTournamentBots(input: $i) { ${TOURNAMENT} } }`, { i: { tournamentId, count, strategy } }, token)
  ).addTournamentBots;
}

export async function startTournament(s: GqlEndpoint, token: string, id: string): Promise<any> {
  return (await s.ok<any>(`mutation($id: ID!) { startTournament(tournamentId: $id) { ${TOURNAMENT} } }`, { id }, token)).startTournament;
}

export async function getTournament(s: GqlEndpoint, id: string): Promise<any> {
  return (await s.ok<any>(`query($id: ID!) { tournament(tournamentId: $id) { ${TOURNAMENT} } }`, { id })).tournament;
}

/** Every finished deal's typed record of a tournament table, deal 1 first. */
export async function tableRecords(s: GqlEndpoint, tableId: string, deals: number): Promise<any[]> {
  const out: any[] = [];
  for (let d = 1; d <= deals; d++) out.push((await s.ok<any>(RECORD, { id: tableId, d })).dealRecord.record);
  return out;
}

/** Points, won and lost per player id from the deal records: +value ±50 for the declarer, 40 (3 players) or 30 (4) to each other player on a loss. */
export async function recomputeFromRecords(s: GqlEndpoint, t: any): Promise<Map<string, { points: number; won: number; lost: number; games: number }>> {
  const out = new Map<string, { points: number; won: number; lost: number; games: number }>();
  for (const p of t.players) out.set(p.playerId, { points: 0, won: 0, lost: 0, games: 0 });
  for (const series of t.series) {
    for (const table of series.tables) {
      const size = table.players.length;
      const idOf = (index: number) => table.players.find((p: any) => p.seat === index).playerId;
      for (const r of await tableRecords(s, table.tableId, (t.gamesPerPlayer / 3) * size)) {
        for (const p of r.players) out.get(idOf(p.player))!.games++;
        if (r.result.kind !== 'GAME') continue;
        const g = r.result.game;
        const declarer = idOf(r.players.find((p: any) => p.seat === g.declarer).player);
        const row = out.get(declarer)!;
        row.points += g.score + (g.won ? 50 : -50);
        if (g.won) row.won++;
        else {
          row.lost++;
          for (const p of table.players) if (p.playerId !== declarer) out.get(p.playerId)!.points += size === 3 ? 40 : 30;
        }
      }
    }
  }
  return out;
}

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Pairs of series `n` that already sat together in an earlier series. */
export function repeatedPairs(t: any, n: number): string[] {
  const met = new Set<string>();
  const pairsOfTable = (tb: any) => {
    const ids = tb.players.map((p: any) => p.playerId);
    const out: string[] = [];
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) out.push(pair(ids[i], ids[j]));
    return out;
  };
  for (const s of t.series.filter((x: any) => x.number < n)) for (const tb of s.tables) for (const p of pairsOfTable(tb)) met.add(p);
  return t.series
    .find((x: any) => x.number === n)
    .tables.flatMap(pairsOfTable)
    .filter((p: string) => met.has(p));
}

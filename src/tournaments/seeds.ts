// A tournament's seeds (docs/tournaments.md#fair-deals): one secret seed, committed at the
// tournament's creation; series n's seed derived from it (revealed when the series ends); each
// table's match seed derived from the series seed, or the series seed itself in a duplicate
// tournament, so every table of a series deals the same cards. A table's own match commitment
// (docs/fair-deals.md) commits to its table seed, so verifyDeal checks every deal as usual.
import { createHash } from 'node:crypto';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

export const tournamentCommitment = (seed: string) => sha(`skat-tournament-v1:${seed}`);
export const seriesSeed = (tournamentSeed: string, series: number) => sha(`skat-tournament-series:${tournamentSeed}:${series}`);
export const tableSeed = (seriesSeedHex: string, tableNo: number, duplicate: boolean) =>
  duplicate ? seriesSeedHex : sha(`skat-tournament-table:${seriesSeedHex}:${tableNo}`);

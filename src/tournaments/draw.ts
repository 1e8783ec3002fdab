// The draw of a series (pure): table sizes so that everyone plays (as many 3-player tables as
// the count allows, 4-player tables for the rest), and a seating that puts no two players
// together again who already shared a table, whenever a seating without such a pair can be
// found; otherwise one with as few repeated pairs as the search finds. Deterministic for a
// given random source (the tournament's seed: tournamentRandom), so a draw can be checked.
import { createHash } from 'node:crypto';

/** Table sizes for `n` players, 4-player tables first; null when no split exists (n < 3 or n = 5). */
export function tableSizes(n: number): (3 | 4)[] | null {
  if (n < 3 || n === 5) return null;
  // n = 3a + 4b with the most 3-player tables: b ≡ n (mod 3).
  const fours = n % 3;
  const threes = (n - 4 * fours) / 3;
  return [...Array<4>(fours).fill(4), ...Array<3>(threes).fill(3)];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Every pair that shared a table in `tables`. */
export function pairsOf(tables: readonly (readonly string[])[]): Set<string> {
  const met = new Set<string>();
  for (const t of tables) for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) met.add(pairKey(t[i], t[j]));
  return met;
}

/** How many pairs of `tables` already met (are in `met`). */
export function repeatedPairs(tables: readonly (readonly string[])[], met: ReadonlySet<string>): number {
  let n = 0;
  for (const t of tables) for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) if (met.has(pairKey(t[i], t[j]))) n++;
  return n;
}

/** A deterministic source of numbers in [0, 1) from a seed and a purpose (SHA-256 in counter mode). */
export function tournamentRandom(seed: string, purpose: string): () => number {
  let counter = 0;
  let words: number[] = [];
  return () => {
    if (!words.length) {
      const h = createHash('sha256').update(`${purpose}:${seed}:${counter++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(h.readUInt32BE(i));
    }
    return words.shift()! / 2 ** 32;
  };
}

function shuffled<T>(xs: readonly T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Seats `players` at tables of `tableSizes(players.length)` avoiding the pairs in `met`:
 * random restarts, each improved by swapping two players of different tables while a swap
 * lowers the number of repeated pairs; stops at the first seating with none. The seat order at
 * each table is random too.
 */
export function drawSeries(players: readonly string[], met: ReadonlySet<string>, random: () => number, restarts = 200): string[][] {
  const sizes = tableSizes(players.length);
  if (!sizes) throw new Error(`drawSeries: ${players.length} players cannot be seated at tables of 3 and 4`);
  const meets = (a: string, b: string) => (met.has(pairKey(a, b)) ? 1 : 0);
  const costWith = (p: string, table: readonly string[], except: string) => table.reduce((c, q) => c + (q === except || q === p ? 0 : meets(p, q)), 0);
  let best: string[][] | null = null;
  let bestCost = Infinity;
  for (let r = 0; r < restarts && bestCost > 0; r++) {
    const order = shuffled(players, random);
    const tables: string[][] = [];
    let at = 0;
    for (const size of sizes) tables.push(order.slice(at, (at += size)));
    let improved = true;
    while (improved) {
      improved = false;
      for (let a = 0; a < tables.length; a++) {
        for (let b = a + 1; b < tables.length; b++) {
          for (let i = 0; i < tables[a].length; i++) {
            for (let j = 0; j < tables[b].length; j++) {
              const x = tables[a][i];
              const y = tables[b][j];
              const before = costWith(x, tables[a], x) + costWith(y, tables[b], y);
              const after = costWith(y, tables[a], x) + costWith(x, tables[b], y);
              if (after < before) {
                tables[a][i] = y;
                tables[b][j] = x;
                improved = true;
              }
            }
          }
        }
      }
    }
    const cost = repeatedPairs(tables, met);
    if (cost < bestCost) {
      bestCost = cost;
      best = tables.map((t) => shuffled(t, random));
    }
  }
  return best!;
}

// The offline pipeline of the bidding model: deal random hands, label them with the
// double-dummy solver, fit the logistic regressions, write the weights.
//
//   npm run bots:model -- --seed 1 --deals 4000            (data, then fit into src/bots/model/weights.ts)
//   npm run bots:model -- data --seed 2 --deals 4000 --out data/bidding-2.csv
//   npm run bots:model -- fit --in data/bidding-1.csv,data/bidding-2.csv --weights src/bots/model/weights.ts
//
// Labels: every deal is seen from each seat as the declarer, forehand leading. For each game
// (four suits, Grand, Null) the Hand game is solved with the dealt ten cards (the skat counts
// for the declarer) and the pick-up game with the twelve cards after the heuristic's discard
// for that game; a row says whether the declarer wins against best defence with all cards
// open. The deal itself is the sampled completion: over many deals the regressions estimate
// the win probability given the declarer's own cards. Same seed, same rows.
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { type CardSet, type GameType, pointsOf, type Seat } from '../../engine/index.js';
import { mulberry32, shuffle } from '../rng.js';
import { Solver } from '../solver/solver.js';
import { bestDiscardFor } from '../strong.js';
import { type Family, familyOf, FEATURE_NAMES, features, type Kind, modelKey } from './features.js';
import type { FittedModel, ModelFile } from './model-file.js';

const GAMES: readonly GameType[] = ['C', 'S', 'H', 'D', 'G', 'N'];
/** A search over this many nodes is dropped (rare; keeps the run's time predictable). */
const MAX_NODES = 3_000_000;

export interface Row {
  hand: CardSet;
  skat: CardSet;
  seat: Seat;
  game: GameType;
  kind: 'hand' | 'pickup';
  discard: CardSet;
  win: 0 | 1;
}

/** Labels every seat, game and kind of `deals` random deals from `seed`. */
export function* labelDeals(seed: number, deals: number, solver = new Solver(18)): Generator<Row> {
  const rng = mulberry32(seed);
  for (let d = 0; d < deals; d++) {
    const deck = shuffle(
      Array.from({ length: 32 }, (_, i) => i),
      rng,
    );
    const hands = [0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10).reduce((m, c) => (m | (1 << c)) >>> 0, 0)) as [CardSet, CardSet, CardSet];
    const skat = ((1 << deck[30]) | (1 << deck[31])) >>> 0;
    for (const seat of [0, 1, 2] as Seat[]) {
      const hand = hands[seat];
      for (const game of GAMES) {
        for (const kind of ['hand', 'pickup'] as const) {
          const discard = kind === 'hand' ? skat : bestDiscardFor(game, (hand | skat) >>> 0);
          const own = kind === 'hand' ? hand : ((hand | skat) & ~discard) >>> 0;
          const h = [...hands] as [CardSet, CardSet, CardSet];
          h[seat] = own;
          const win = declarerWins(solver, game, h, seat, pointsOf(discard));
          if (win === null) continue;
          yield { hand, skat, seat, game, kind, discard, win: win ? 1 : 0 };
        }
      }
    }
  }
}

function declarerWins(solver: Solver, game: GameType, hands: [CardSet, CardSet, CardSet], decl: Seat, skatPts: number): boolean | null {
  if (game === 'N') {
    const took = solver.tryTestAtLeast({ game, hands, leader: 0, maxSeats: 7 & ~(1 << decl), countSeats: 1 << decl, scoring: 'tricks' }, 1, MAX_NODES);
    return took === null ? null : !took;
  }
  return solver.tryTestAtLeast({ game, hands, leader: 0, maxSeats: 1 << decl }, 61 - skatPts, MAX_NODES);
}

const HEADER = 'hand,skat,seat,game,kind,discard,win';
const toLine = (r: Row) => `${r.hand},${r.skat},${r.seat},${r.game},${r.kind},${r.discard},${r.win}`;

export function parseRows(text: string): Row[] {
  const out: Row[] = [];
  for (const line of text.split('\n')) {
    if (!line || line === HEADER) continue;
    const [hand, skat, seat, game, kind, discard, win] = line.split(',');
    out.push({
      hand: Number(hand),
      skat: Number(skat),
      seat: Number(seat) as Seat,
      game: game as GameType,
      kind: kind as Row['kind'],
      discard: Number(discard),
      win: win === '1' ? 1 : 0,
    });
  }
  return out;
}

/** The model inputs one row gives: its kind ('hand' or 'pickup') and, for pick-ups, 'after' too. */
export function examples(r: Row): { key: string; x: Float64Array; y: number }[] {
  const family = familyOf(r.game);
  const trump = 'CSHD'.indexOf(r.game);
  const out = [{ key: modelKey(family, r.kind), x: features(family, r.hand, r.seat, trump), y: r.win }];
  if (r.kind === 'pickup') {
    const rest = ((r.hand | r.skat) & ~r.discard) >>> 0;
    out.push({ key: modelKey(family, 'after'), x: features(family, rest, r.seat, trump, pointsOf(r.discard)), y: r.win });
  }
  return out;
}

/**
 * L2-regularised logistic regression by Newton's method (IRLS): a few iterations of
 * (X'WX + λI) Δ = X'(y - p). The bias is not penalised.
 */
export function fitLogistic(xs: Float64Array[], ys: number[], lambda = 1, iterations = 30): number[] {
  const d = xs[0].length;
  const w = new Float64Array(d);
  for (let it = 0; it < iterations; it++) {
    const H = Array.from({ length: d }, () => new Float64Array(d));
    const g = new Float64Array(d);
    for (let n = 0; n < xs.length; n++) {
      const x = xs[n];
      let z = 0;
      for (let i = 0; i < d; i++) z += w[i] * x[i];
      const p = 1 / (1 + Math.exp(-z));
      const s = Math.max(p * (1 - p), 1e-9);
      const e = ys[n] - p;
      for (let i = 0; i < d; i++) {
        if (x[i] === 0) continue;
        g[i] += e * x[i];
        const sx = s * x[i];
        for (let j = 0; j < d; j++) H[i][j] += sx * x[j];
      }
    }
    for (let i = 1; i < d; i++) {
      H[i][i] += lambda;
      g[i] -= lambda * w[i];
    }
    const step = solveLinear(H, g);
    let change = 0;
    for (let i = 0; i < d; i++) {
      w[i] += step[i];
      change = Math.max(change, Math.abs(step[i]));
    }
    if (change < 1e-7) break;
  }
  return [...w].map((v) => Number(v.toFixed(5)) || 0); // no -0: the weights round-trip through JSON
}

/** Gaussian elimination with partial pivoting (the systems are 12-20 wide). */
function solveLinear(A: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[piv][c])) piv = r;
    [M[c], M[piv]] = [M[piv], M[c]];
    if (Math.abs(M[c][c]) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      if (f !== 0) for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  return Float64Array.from(M.map((row, i) => (Math.abs(row[i]) < 1e-12 ? 0 : row[n] / row[i])));
}

function logLoss(w: number[], xs: Float64Array[], ys: number[]): number {
  let s = 0;
  for (let n = 0; n < xs.length; n++) {
    let z = 0;
    for (let i = 0; i < w.length; i++) z += w[i] * xs[n][i];
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-z))));
    s -= ys[n] ? Math.log(p) : Math.log(1 - p);
  }
  return xs.length ? s / xs.length : 0;
}

/** Fits every model from labelled rows; about one deal in ten is held out for the reported loss. */
export function fitModels(rows: Row[], meta: ModelFile['meta']): ModelFile {
  const train = new Map<string, { xs: Float64Array[]; ys: number[] }>();
  const test = new Map<string, { xs: Float64Array[]; ys: number[] }>();
  for (const r of rows) {
    // Hold out whole deals (the skat stands for its deal).
    const held = (Math.imul(r.skat, 2654435761) >>> 0) % 10 === 9;
    for (const e of examples(r)) {
      const m = held ? test : train;
      if (!m.has(e.key)) m.set(e.key, { xs: [], ys: [] });
      m.get(e.key)!.xs.push(e.x);
      m.get(e.key)!.ys.push(e.y);
    }
  }
  const models: Record<string, FittedModel> = {};
  for (const family of ['suit', 'grand', 'null'] as Family[]) {
    for (const kind of ['hand', 'pickup', 'after'] as Kind[]) {
      const key = modelKey(family, kind);
      const tr = train.get(key);
      if (!tr || tr.xs.length === 0) throw new Error(`no rows for ${key}`);
      const weights = fitLogistic(tr.xs, tr.ys);
      const te = test.get(key) ?? { xs: [], ys: [] };
      models[key] = {
        features: [...FEATURE_NAMES[family]],
        weights,
        rows: tr.xs.length,
        wins: tr.ys.reduce((s, y) => s + y, 0),
        testLogLoss: Number(logLoss(weights, te.xs, te.ys).toFixed(4)),
      };
    }
  }
  return { meta, models };
}

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** Writes the labelled rows of `deals` deals from `seed` to `out`; resolves with the row count. */
export async function writeData(seed: number, deals: number, out: string, progress = true): Promise<number> {
  const file = createWriteStream(out);
  file.write(`${HEADER}\n`);
  const t0 = Date.now();
  let n = 0;
  let buf: string[] = [];
  for (const r of labelDeals(seed, deals)) {
    buf.push(toLine(r));
    n++;
    if (buf.length >= 36 * 50) {
      file.write(`${buf.join('\n')}\n`);
      buf = [];
      if (progress) process.stderr.write(`  ${Math.round(n / 36)} deals, ${n} rows, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
    }
  }
  if (buf.length) file.write(`${buf.join('\n')}\n`);
  await new Promise<void>((resolve, reject) => file.end((e?: Error | null) => (e ? reject(e) : resolve())));
  return n;
}

/** The weights as a TypeScript module (a JSON literal), so every build and test loads them the same way. */
export function weightsModule(file: ModelFile): string {
  return `// Generated by \`npm run bots:model\` (src/bots/model/pipeline.ts); do not edit by hand.\nimport type { ModelFile } from './model-file.js';\n\nexport const WEIGHTS: ModelFile = ${JSON.stringify(file, null, 1)};\n`;
}

export async function pipelineMain(argv: string[]): Promise<number> {
  const cmd = argv[0] && !argv[0].startsWith('--') ? argv[0] : 'all';
  const seed = Number(arg(argv, 'seed') ?? 1);
  const deals = Number(arg(argv, 'deals') ?? 1000);
  const weightsOut = arg(argv, 'weights') ?? 'src/bots/model/weights.ts';
  if (cmd === 'data' || cmd === 'all') {
    const out = arg(argv, 'out') ?? `data/bidding-${seed}-${deals}.csv`;
    const n = await writeData(seed, deals, out, !argv.includes('--quiet'));
    if (!argv.includes('--quiet')) process.stderr.write(`wrote ${n} rows to ${out}\n`);
    if (cmd === 'all') argv = [...argv, '--in', out];
  }
  if (cmd === 'fit' || cmd === 'all') {
    const inputs = (arg(argv, 'in') ?? '').split(',').filter(Boolean);
    if (inputs.length === 0) throw new Error('fit: --in file[,file...]');
    const rows = inputs.flatMap((f) => parseRows(readFileSync(f, 'utf8')));
    const meta = {
      command: `bots:model fit --in ${inputs.join(',')}`,
      sources: inputs.map((f) => f.replace(/^.*\//, '')).join(','),
      rows: rows.length,
      deals: Math.round(rows.length / 36),
      labelledHands: Math.round(rows.length / 12),
    };
    const file = fitModels(rows, meta);
    writeFileSync(weightsOut, weightsModule(file));
    if (!argv.includes('--quiet'))
      for (const [k, m] of Object.entries(file.models))
        process.stderr.write(`${k}: ${m.rows} rows, ${((100 * m.wins) / m.rows).toFixed(1)}% won, held-out log loss ${m.testLogLoss}\n`);
    if (!argv.includes('--quiet')) process.stderr.write(`wrote ${weightsOut}\n`);
  }
  if (!['data', 'fit', 'all'].includes(cmd)) throw new Error('commands: data, fit (default: both)');
  return 0;
}

if (process.argv[1] && /pipeline\.(ts|js)$/.test(process.argv[1])) {
  pipelineMain(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}

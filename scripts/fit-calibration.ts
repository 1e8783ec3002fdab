// Fits the strong bot's calibration maps (src/bots/calibration.ts) from the arena's calibration
// pairs: `npm run arena -- ... --calibration-out FILE` appends one JSON line per declared suit or
// Grand game of a strong side ({ stage: 'bid' | 'declare', raw, won, game, hand, strategy }).
//
//   npx tsx scripts/fit-calibration.ts FILE [FILE ...]
//
// Prints per stage the games in tenths of the raw rate (won/games) and the fitted map to paste.
import { readFileSync } from 'node:fs';
import { calibrate, fitCalibration, fitPlatt } from '../src/bots/expected-sf';

interface Pair {
  stage: 'bid' | 'declare';
  raw: number;
  won: boolean;
  game: string;
  strategy: string;
}

const files = process.argv.slice(2);
if (!files.length) {
  process.stderr.write('usage: npx tsx scripts/fit-calibration.ts FILE [FILE ...]\n');
  process.exit(2);
}
const pairs: Pair[] = files.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Pair),
);
for (const stage of ['bid', 'declare'] as const) {
  const xs = pairs.filter((p) => p.stage === stage);
  if (!xs.length) continue;
  const iso = fitCalibration(xs);
  const { map: fit, a, b } = fitPlatt(xs);
  process.stdout.write(`${stage}: ${xs.length} games, won ${((100 * xs.filter((x) => x.won).length) / xs.length).toFixed(1)}%\n`);
  process.stdout.write('  raw        games   won  won%  platt  isotonic\n');
  for (let i = 0; i < 10; i++) {
    const bin = xs.filter((x) => Math.min(9, Math.floor(x.raw * 10)) === i);
    if (!bin.length) continue;
    const won = bin.filter((x) => x.won).length;
    const mid = bin.reduce((s, x) => s + x.raw, 0) / bin.length;
    process.stdout.write(
      `  ${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)} ${String(bin.length).padStart(8)} ${String(won).padStart(5)} ${((100 * won) / bin.length).toFixed(1).padStart(5)}  ${calibrate(fit, mid).toFixed(2).padStart(5)}  ${calibrate(iso, mid).toFixed(2).padStart(8)}\n`,
    );
  }
  process.stdout.write(`  platt a=${a.toFixed(3)} b=${b.toFixed(3)}: ${JSON.stringify(fit)}\n  isotonic: ${JSON.stringify(iso)}\n`);
}

// `npm run cli -- verify-deal FILE [--match-seed S]` (`-` reads stdin): checks a finished deal's
// record against its revealed seed (docs/fair-deals.md); with the match seed (revealed when the
// match is over) also the deal's seed against the table's match commitment. FILE holds the record as
// `dealRecord { record { ... } }` serves it: the record itself, `{ "record": ... }`, or the whole
// GraphQL response (older saves of `dealRecord { json }` too). Prints the verdict as
// one JSON object; exit 0 when the commitment, the cards and the play all match, 1 when not,
// 2 when the file cannot be read.
import { readFileSync } from 'node:fs';
import { verifyDealRecord } from '../engine/index';

export async function run(args: string[]): Promise<number> {
  const at = args.indexOf('--match-seed');
  const matchSeed = at >= 0 ? args[at + 1] : undefined;
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  const file = rest[0];
  if (!file || rest.length > 1 || (at >= 0 && !matchSeed)) {
    process.stderr.write('usage: npm run cli -- verify-deal FILE|- [--match-seed S]\n');
    return 2;
  }
  let text: string;
  try {
    text = file === '-' ? await readStdin() : readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`verify-deal: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    process.stderr.write(`verify-deal: ${file} is not JSON\n`);
    return 2;
  }
  const verdict = verifyDealRecord(record, matchSeed === undefined ? {} : { matchSeed });
  process.stdout.write(JSON.stringify(verdict) + '\n');
  if (!verdict.valid) process.stderr.write(`verify-deal: NOT verified: ${verdict.reason}\n`);
  return verdict.valid ? 0 : 1;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

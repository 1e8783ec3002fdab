// `npm run cli -- replay-iss FILE` (`-` reads stdin): replays International Skat Server
// records line by line through the engine and prints one JSON object per record. Streams
// with readline, so files of any size run in constant memory.
// `--check` also compares each played record with its R[...] and reports differences on stderr.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { compareWithIss, replayIssLine } from '../engine/iss/index';

export async function run(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const file = args.find((a) => a !== '--check');
  if (!file) {
    process.stderr.write('usage: npm run cli -- replay-iss FILE|- [--check]\n');
    return 2;
  }
  const input = file === '-' ? process.stdin : createReadStream(file);
  const rl = createInterface({ input, crlfDelay: Infinity });
  let records = 0,
    errors = 0,
    mismatches = 0,
    ended = 0;
  const out = process.stdout;
  let buf = '';
  try {
    for await (const raw of rl) {
      const line = raw.trim();
      if (line === '') continue;
      records++;
      const { output, record } = replayIssLine(line);
      if ('error' in output) errors++;
      if ('ended' in output) ended++;
      if (check && record && !('error' in output)) {
        const diff = compareWithIss(output, record.result);
        if (diff.length > 0) {
          mismatches++;
          process.stderr.write(`${output.id}: differs from R[...] in ${diff.join(', ')}\n`);
        }
      }
      buf += JSON.stringify(output) + '\n';
      if (buf.length > 65536) {
        if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()));
        buf = '';
      }
    }
  } catch (e) {
    // A missing or unreadable input is a usage error (exit 2), not a crash.
    if (buf) out.write(buf);
    process.stderr.write(`replay-iss: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  if (buf) out.write(buf);
  process.stderr.write(`replay-iss: ${records} records, ${errors} errors, ${ended} ended by LE/TI${check ? `, ${mismatches} differ from R[...]` : ''}\n`);
  return errors > 0 || mismatches > 0 ? 1 : 0;
}

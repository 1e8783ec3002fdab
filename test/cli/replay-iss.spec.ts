// The replay-iss command: streams a file of ISS records, prints one JSON line per record, and
// exits 0 when every record replayed (with --check: and agreed with ISS's own result).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as replayCli } from '../../src/cli/replay-iss';
import { captureCli, captureCliOnFile, jsonLines } from '../support/cli';

// The public records (a copy of ../shared/oracles/iss/public-records.sgf; Jest runs from the repository root).
const lines = readFileSync(join(process.cwd(), 'test/engine/fixtures/iss-public-records.sgf'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');

describe('replay-iss CLI', () => {
  it('streams a file, prints one JSON per line and exits 0 (--check agrees)', async () => {
    const { code, out } = await captureCliOnFile(replayCli, lines, ['--check']);
    expect(code).toBe(0);
    const json = jsonLines(out);
    expect(json).toHaveLength(23);
    expect(json[0]).toEqual({
      id: '541932',
      declarer: 2,
      won: false,
      score: -54,
      matadors: -2,
      overbid: false,
      declarerPoints: 59,
      declarerTricks: 4,
      schneider: false,
      schwarz: false,
    });
  });

  it('a file that cannot be read: a message and exit code 2, no crash', async () => {
    const { code, err } = await captureCli(replayCli, [join(tmpdir(), 'no-such-dir-for-iss', 'missing.sgf')]);
    expect(code).toBe(2);
    expect(err).toMatch(/replay-iss: cannot read .*missing\.sgf/);
  });
});

// The one-file bot of the README (src/sdk/examples/one-file-bot.ts), run as its own process with
// tsx exactly as documented, plays a whole match against server bots on a real server.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { useTestServer } from '../support/app.js';

const EXAMPLE = 'src/sdk/examples/one-file-bot.ts';

function runExample(url: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    // Jest runs from the repository root (ESM tests have no __dirname).
    execFile(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), EXAMPLE, url], { timeout: 50_000 }, (e, out, err) =>
      done({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out, err }),
    );
  });
}

describe('the SDK one-file bot', () => {
  const suite = useTestServer();

  it('plays a match against server bots to its end and prints the totals', async () => {
    const { code, out, err } = await runExample(`${suite.s.httpUrl}/graphql`);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const m = /^table (\S+): (\d+) deals, totals (\[.*\])$/m.exec(out);
    expect(m).not.toBeNull();
    const [, tableId, deals, totals] = m!;
    // The server agrees: the match is over, with the deals and totals the bot printed.
    const { scoreSheet } = await suite.s.ok<{ scoreSheet: { over: boolean; totals: number[]; deals: unknown[] } }>(
      'query($t: ID!) { scoreSheet(tableId: $t) { over totals deals { deal } } }',
      { t: tableId },
    );
    expect(scoreSheet.over).toBe(true);
    expect(scoreSheet.deals).toHaveLength(Number(deals));
    expect(Number(deals)).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(scoreSheet.totals)).toBe(totals);
  });
});

// The SDK as a bot author gets it: `npm pack` of sdk/ gives a tarball that depends on nothing of
// the server; installed into an empty folder (with ws, as its README says), the one-file bot it
// ships runs from there, on the installed package alone, to the end of a match against a real server.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { useTestServer } from '../support/app.js';

function run(cmd: string, args: string[], cwd: string, timeout = 120_000): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      cmd,
      args,
      { cwd, timeout, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } },
      (e, out, err) => done({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out, err }),
    );
  });
}

describe('the SDK package', () => {
  const suite = useTestServer();
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'skat-sdk-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('packs, installs into an empty folder and runs its one-file bot to the end of a match', async () => {
    const packed = await run('npm', ['pack', resolve('sdk'), '--pack-destination', dir, '--json'], resolve('.'));
    expect(packed.code).toBe(0);
    const tarball = join(dir, (JSON.parse(packed.out) as { filename: string }[])[0].filename);
    // Nothing of the server: its own dependencies are the GraphQL client and the language.
    const manifest = JSON.parse(readFileSync(resolve('sdk/package.json'), 'utf8')) as { name: string; dependencies: Record<string, string> };
    expect(manifest.name).toBe('skat-sdk');
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['graphql', 'graphql-ws']);

    const app = join(dir, 'app');
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ private: true }));
    const installed = await run('npm', ['install', '--prefer-offline', '--no-package-lock', tarball, 'ws@8.23.0'], app);
    expect(installed.err).not.toMatch(/ERR!/);
    expect(installed.code).toBe(0);
    // The bot as the package ships it, copied out beside the author's package.json.
    copyFileSync(join(app, 'node_modules/skat-sdk/examples/one-file-bot.ts'), join(app, 'bot.ts'));
    expect(readFileSync(join(app, 'bot.ts'), 'utf8')).toContain("from 'skat-sdk'");
    // tsx runs TypeScript as `npx tsx` would; skat-sdk resolves from the folder's node_modules (the compiled dist).
    const bot = await run(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), 'bot.ts', `${suite.s.httpUrl}/graphql`], app, 60_000);
    expect(bot.err).toBe('');
    expect(bot.code).toBe(0);
    expect(bot.out).toMatch(/^table [0-9a-f-]{36}: \d+ deals, totals \[/);
  });
});

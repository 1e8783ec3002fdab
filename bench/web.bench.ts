// `npm run bench:web -- --matches 2 [--cpu-throttle 4]`: the web table's size and how long it takes
// to draw a move.
//   1. builds the page (`npm run build:web`) and the server (tsc), and starts the server as its own
//      process on loopback against the local PostgreSQL (a fresh `skat_bench_web` database;
//      DATABASE_URL overrides);
//   2. in Debian's Chromium (headless), a person plays N matches against two server bots by
//      clicking (support/web-player.ts), optionally with the CPU slowed down N times
//      (Chrome's CPU throttling, the DevTools "mid-tier" setting is 4);
//   3. prints the size of the initial load (its JavaScript and CSS, raw and gzip -9), and the
//      page's own `table-draw` measures (web/src/perf.ts: a view's arrival to the table drawn for
//      it, layout included) as p50/p95/p99/max against one frame at 60 Hz (16.7 ms).
// Ends with machine-readable lines (js_gzip_bytes=N, draw_ms_p95=N, ...). Loopback only; the
// server process is killed on every exit path.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { buildServer, ServerProcess } from '../support/server-process.js';
import { CHROMIUM, CHROMIUM_ARGS, clickOneMove, waitForMyMove } from '../support/web-player.js';

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const MATCHES = opt('--matches', 2);
const THROTTLE = opt('--cpu-throttle', 1);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'skat_bench_web';
const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
const ROOT = resolve(process.cwd());
const FRAME_MS = 1000 / 60;

function sizes(): { jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number } {
  const dir = join(ROOT, 'web/dist/assets');
  const out = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  for (const f of readdirSync(dir)) {
    const body = readFileSync(join(dir, f));
    const gz = gzipSync(body, { level: 9 }).length;
    if (f.endsWith('.js')) ((out.jsRaw += body.length), (out.jsGzip += gz));
    if (f.endsWith('.css')) ((out.cssRaw += body.length), (out.cssGzip += gz));
  }
  return out;
}

const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];

async function main(): Promise<void> {
  execFileSync('npm', ['run', '-s', 'build:web'], { cwd: ROOT, stdio: 'pipe' });
  const size = sizes();
  const { main: serverMain, errors } = buildServer(join(ROOT, 'dist/bench-web'));
  if (errors) throw new Error(`tsc: ${errors}`);
  if (!process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
    await admin.end();
  }
  const server = await ServerProcess.start(serverMain, {
    env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'silent', HOST: '127.0.0.1' },
    startTimeoutMs: 60_000,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    // The page's pacing (cards one by one, a trick held) at a tenth: the draws are measured, not the waits.
    await context.addInitScript(() => localStorage.setItem('skat.pace', '0.1'));
    const page = await context.newPage();
    if (THROTTLE > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(`${server.httpUrl}/`);
    await page.fill('#name', 'Bench');
    await page.click('button[type=submit]');
    const draws: number[] = [];
    for (let m = 0; m < MATCHES; m++) {
      await page.goto(`${server.httpUrl}/#/lobby`);
      await page.click('[data-testid=play-bots]');
      await page.waitForSelector('.felt');
      while ((await waitForMyMove(page)) === 'move') await clickOneMove(page, { maxBid: 30 });
      draws.push(...(await page.evaluate(() => performance.getEntriesByName('table-draw', 'measure').map((e) => e.duration))));
      await page.evaluate(() => performance.clearMeasures('table-draw'));
    }
    draws.sort((a, b) => a - b);
    const over = draws.filter((d) => d > FRAME_MS).length;
    const f = (x: number) => x.toFixed(1);
    console.log(`initial load: JavaScript ${size.jsRaw} B (${size.jsGzip} B gzip -9), CSS ${size.cssRaw} B (${size.cssGzip} B gzip -9)`);
    console.log(`draws: ${draws.length} views over ${MATCHES} match(es), CPU throttle ${THROTTLE}x`);
    console.log(
      `draw ms: p50 ${f(q(draws, 0.5))}, p95 ${f(q(draws, 0.95))}, p99 ${f(q(draws, 0.99))}, max ${f(draws[draws.length - 1])}; over one frame (16.7 ms): ${over}`,
    );
    console.log(`js_gzip_bytes=${size.jsGzip}`);
    console.log(`css_gzip_bytes=${size.cssGzip}`);
    console.log(`draws=${draws.length}`);
    console.log(`draw_ms_p50=${f(q(draws, 0.5))}`);
    console.log(`draw_ms_p95=${f(q(draws, 0.95))}`);
    console.log(`draw_ms_p99=${f(q(draws, 0.99))}`);
    console.log(`draw_ms_max=${f(draws[draws.length - 1])}`);
    console.log(`draws_over_frame=${over}`);
  } finally {
    await browser.close();
    await server.kill();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

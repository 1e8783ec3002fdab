// `npm run bench:refusal-cost -- --requests 1000`: what one request costs the server's CPU, by kind,
// from the server process's own CPU time (/proc/<pid>/stat, user + system) over requests sent one at
// a time: the cheapest answer (`{ __typename }`), a 50 KB document refused while parsing
// (QUERY_TOKENS, the refusal door off), the same document turned away at the door, and a websocket
// upgrade refused over MAX_CONNECTIONS_PER_ADDRESS. CPU time, not wall time: it holds up better on a
// shared machine. PGlite in memory unless DATABASE_URL is set (then that database, as it is).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import WebSocket from 'ws';
import { buildServer, ServerProcess } from '../support/server-process.js';

const argv = process.argv.slice(2);
const REQUESTS = Number(argv[argv.indexOf('--requests') + 1] || 1000);
/** 1,400 aliases: over MAX_QUERY_TOKENS (4,000), under MAX_BODY_BYTES, over the door's 4 KB. */
const BIG = `query { ${Array.from({ length: 1400 }, (_, i) => `a${i}: __typename`).join(' ')} }`;

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
}

async function post(url: string, query: string): Promise<number> {
  const r = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  await r.arrayBuffer();
  return r.status;
}

function upgrade(url: string): Promise<boolean> {
  return new Promise((done) => {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    ws.on('open', () => done(true));
    ws.on('error', () => done(false));
  });
}

/** Server CPU ms per call of `fn`, over REQUESTS calls after a warm-up of 50. */
async function measure(server: ServerProcess, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await fn();
  const c0 = cpuMs(server.pid);
  for (let i = 0; i < REQUESTS; i++) await fn();
  return (cpuMs(server.pid) - c0) / REQUESTS;
}

async function main(): Promise<void> {
  const { main: mainJs } = buildServer(resolve('dist', 'bench-server'));
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_TOKEN: '0' };
  if (!process.env.DATABASE_URL) env.DATA_DIR = 'memory://';
  const lines: string[] = [];
  // The door off: every big document is parsed and refused; then the door on (a budget of 1).
  for (const [label, extra] of [
    ['door_off', { REFUSALS_PER_ADDRESS: '0', MAX_CONNECTIONS_PER_ADDRESS: '1' }],
    ['door_on', { REFUSALS_PER_ADDRESS: '1', RATE_LIMIT_WINDOW_SECONDS: '3600', MAX_CONNECTIONS_PER_ADDRESS: '1' }],
  ] as const) {
    const server = await ServerProcess.start(mainJs, { env: { ...env, ...extra }, startTimeoutMs: 60_000 });
    try {
      if (label === 'door_off') {
        lines.push(`request=typename cpu_ms=${(await measure(server, () => post(server.httpUrl, '{ __typename }'))).toFixed(3)}`);
        if ((await post(server.httpUrl, BIG)) !== 400) throw new Error('the big document was not refused while parsing');
        lines.push(`request=refused_while_parsing bytes=${BIG.length} cpu_ms=${(await measure(server, () => post(server.httpUrl, BIG))).toFixed(3)}`);
        const held = await upgrade(server.wsUrl); // the one connection the address may hold
        if (!held) throw new Error('the first websocket was refused');
        lines.push(`request=upgrade_refused cpu_ms=${(await measure(server, () => upgrade(server.wsUrl))).toFixed(3)}`);
      } else {
        if ((await post(server.httpUrl, BIG)) !== 400) throw new Error('the big document was not refused while parsing');
        if ((await post(server.httpUrl, BIG)) !== 429) throw new Error('the door did not turn the request away');
        lines.push(`request=turned_away_at_door bytes=${BIG.length} cpu_ms=${(await measure(server, () => post(server.httpUrl, BIG))).toFixed(3)}`);
      }
    } finally {
      await server.stop(10_000);
    }
  }
  for (const l of lines) console.log(l);
}

void main().catch((e: unknown) => {
  process.stderr.write(`bench:refusal-cost failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exitCode = 1;
});

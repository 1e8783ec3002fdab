// `npx tsx bench/platform-ab.bench.ts [rounds] [slice seconds] [callers]`: the no-op floor of the
// Express and the Fastify platform (HTTP_PLATFORM), two servers of one build side by side, loaded
// in turn in short slices so both see the same load of a shared machine. Prints server CPU per
// no-op for each slice and the medians. Loopback and the local PostgreSQL only.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildServer, ServerProcess } from '../support/server-process.js';

const ROUNDS = Number(process.argv[2] ?? 10);
const SLICE_S = Number(process.argv[3] ?? 3);
const CALLERS = Number(process.argv[4] ?? 20);
const main = buildServer(resolve('dist', 'bench-server')).main;
const cpu = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
const agent = new http.Agent({ keepAlive: true, timeout: 4000 });
function gql(url: string, query: string, token?: string): Promise<any> {
  const payload = JSON.stringify({ query, variables: {} });
  return new Promise((res, rej) => {
    const req = http.request(`${url}/graphql`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (r) => {
      const c: Buffer[] = [];
      r.on('data', (d: Buffer) => c.push(d));
      r.on('end', () => {
        const b = JSON.parse(Buffer.concat(c).toString());
        if (b.errors || !b.data) rej(new Error(JSON.stringify(b))); else res(b.data);
      });
    });
    req.on('error', rej);
    req.end(payload);
  });
}
async function loop(url: string, token: string, s: number): Promise<number> {
  const until = Date.now() + s * 1000;
  let n = 0;
  await Promise.all(Array.from({ length: CALLERS }, async () => { while (Date.now() < until) { await gql(url, 'mutation { noop }', token); n++; } }));
  return n;
}
async function db(name: string): Promise<string> {
  const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}
const base: Record<string, string | undefined> = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0', REGISTRATIONS_PER_ADDRESS: '0', MAX_CONNECTIONS_PER_ADDRESS: '100000', MAX_CONNECTIONS_TOTAL: '100000' };
delete base.REDIS_URL;
const servers: Record<string, ServerProcess> = {};
void (async () => {
try {
  for (const p of ['express', 'fastify']) {
    servers[p] = await ServerProcess.start(main, { env: { ...base, HTTP_PLATFORM: p, DATABASE_URL: await db(`skat_wt5_ab_${p}`) }, stderr: 'inherit', startTimeoutMs: 60_000 });
  }
  const tokens: Record<string, string> = {};
  for (const p of Object.keys(servers)) {
    tokens[p] = (await gql(servers[p].httpUrl, `mutation { register(input: { name: "ab", kind: BOT }) { apiToken { token } } }`)).register.apiToken.token;
    await loop(servers[p].httpUrl, tokens[p], 3); // warm-up
  }
  const res: Record<string, { rate: number; cpuMs: number }[]> = { express: [], fastify: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? ['fastify', 'express'] : ['express', 'fastify'];
    for (const p of order) {
      const s = servers[p];
      const c0 = cpu(s.pid);
      const n = await loop(s.httpUrl, tokens[p], SLICE_S);
      const r = { rate: n / SLICE_S, cpuMs: ((cpu(s.pid) - c0) * 1000) / n };
      res[p].push(r);
      console.log(`round ${i} ${p}: ${r.rate.toFixed(0)}/s, server CPU ${r.cpuMs.toFixed(3)} ms per no-op  load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const p of Object.keys(res)) console.log(`${p}: median ${med(res[p].map((r) => r.rate)).toFixed(0)}/s, median CPU ${med(res[p].map((r) => r.cpuMs)).toFixed(3)} ms per no-op; CPU all ${res[p].map((r) => r.cpuMs.toFixed(3)).join(' ')}`);
} finally {
  for (const s of Object.values(servers)) await s.stop(5000);
}
})();

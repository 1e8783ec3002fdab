// A connection to the bench database and its backend's CPU so far (ms, from /proc): what the
// statement-cost scripts measure PostgreSQL's work by.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export async function connectWithBackendCpu(url: string): Promise<{ c: pg.Client; cpuMs: () => number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const pid: number = (await c.query('SELECT pg_backend_pid() AS p')).rows[0].p;
  const cpuMs = () => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  return { c, cpuMs };
}

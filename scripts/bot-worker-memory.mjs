// What the bot worker threads cost the process while idle and after strong play: RSS before and
// after starting the pool's workers, after four strong-bot deals, and the process's CPU over 5 s
// of idle workers. Runs the compiled build that `npm run bench:api` or `bench:attack` leaves in
// dist/bench-server (the code production runs; under tsx the workers would load tsx as well).
// usage: node scripts/bot-worker-memory.mjs [workers=2]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = (p) => pathToFileURL(resolve('dist/bench-server/src', p)).href;
const { BotWorkerPool } = await import(dist('bots/worker-pool.js'));
const { PooledBotPlayer } = await import(dist('bots/server-adapter.js'));
const E = await import(dist('engine/index.js'));

const size = Number(process.argv[2] ?? 2);
const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const base = rssMb();
const pool = new BotWorkerPool({ size, timeoutMs: 20000, niceness: 10, modules: [resolve('dist/bench-server/src/games/skat/bots.js')] });
pool.start();
await sleep(2000);
const started = rssMb();
const cpu0 = process.cpuUsage();
await sleep(5000);
const idle = process.cpuUsage(cpu0);
for (let t = 0; t < 4; t++) {
  const skat = { choose: (name, input, affinity) => pool.choose('skat', name, input, affinity) };
  const player = new PooledBotPlayer(skat, 'strong', { affinity: `table-${t}`, stats: { pooled: 0, fallbacks: 0 } });
  let state = E.createMatch({ players: 3, rounds: 1, rules: E.PRESETS.standard.rules }, `memory-${t}`);
  while (!state.over && state.sheet.length === 0) {
    const legal = E.legalMatchActions(state);
    const who = state.deal.turn !== null && legal.some((a) => a.player === state.seats[state.deal.turn]) ? state.seats[state.deal.turn] : legal[0].player;
    const bodies = legal.filter((a) => a.player === who).map(({ player: _p, ...b }) => b);
    state = E.applyMatch(state, { ...(await player.choose(E.viewMatch(state, who), bodies)), player: who }).state;
  }
}
const played = rssMb();
await pool.close();
console.log(`workers=${size}`);
console.log(`rss_mb_started_per_worker=${((started - base) / size).toFixed(1)}`);
console.log(`rss_mb_after_strong_play_per_worker=${((played - base) / size).toFixed(1)}`);
console.log(`idle_cpu_ms_over_5s=${Math.round((idle.user + idle.system) / 1000)}`);

// Worker-thread side of the bot pool (see worker-pool.ts): receives { id, name, input } and
// answers { id, action } or { id, error }. One strategy instance per name per worker, so the
// strong bot's transposition table and caches are reused between moves. A request with
// `game: 'tarock'` goes to the Tarock player of that name.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createStrategy, createTarockStrategy, isStrategyName } from './registry.js';
import { mulberry32 } from './rng.js';
import type { Strategy, StrategyName } from './strategy.js';
import type { TarockStrategy } from './tarock.js';
import type { WorkerRequest, WorkerReply } from './worker-pool.js';

/**
 * Bots think at a lower priority than the API's main thread, so a busy pool slows the bots (their
 * budget buys fewer worlds) rather than people's moves. Linux gives each thread its own nice
 * value (a thread is a task: /proc/thread-self names it); elsewhere this does nothing.
 */
function lowerPriority(niceness: number): void {
  if (!niceness) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid) setPriority(tid, niceness);
  } catch {
    // Not Linux, or not allowed: the bots think at the process's priority.
  }
}
lowerPriority((workerData as { niceness?: number } | null)?.niceness ?? 0);

/** The strong bot's wall-clock safety net per decision in a server worker (the pool gives up after 5 s). */
const SERVER_MAX_MS = 1500;

const strategies = new Map<StrategyName, Strategy>();
const tarockStrategies = new Map<StrategyName, TarockStrategy>();

function handle(msg: WorkerRequest): WorkerReply {
  try {
    if (!isStrategyName(msg.name)) throw new Error(`unknown strategy ${String(msg.name)}`);
    if (msg.game === 'tarock') {
      let t = tarockStrategies.get(msg.name);
      if (!t) {
        t = createTarockStrategy(msg.name);
        tarockStrategies.set(msg.name, t);
      }
      const rng = mulberry32(msg.input.seed ?? Date.now());
      const action = t(msg.input.view, msg.input.legal, () => Math.floor(rng() * 4294967296), msg.input.budgetMs);
      return { id: msg.id, action };
    }
    let s = strategies.get(msg.name);
    if (!s) {
      // The strong bot decides by work; the cap only keeps a starved machine inside the pool's timeout.
      s = createStrategy(msg.name, { maxMs: SERVER_MAX_MS });
      strategies.set(msg.name, s);
    }
    const { view, legal, rules, seed, budgetMs } = msg.input;
    const action = s.chooseAction({ view, legal, rules, budgetMs, rng: mulberry32(seed ?? Date.now()) });
    return { id: msg.id, action };
  } catch (e) {
    return { id: msg.id, error: e instanceof Error ? e.message : String(e) };
  }
}

parentPort?.on('message', (msg: WorkerRequest) => parentPort?.postMessage(handle(msg)));

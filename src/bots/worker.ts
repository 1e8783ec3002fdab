// Worker-thread side of the bot pool (see worker-pool.ts): loads the games' bot modules it was
// given (each registers its game's strategies), then receives { id, game, name, input } and
// answers { id, action } or { id, error } with that game's strategy. One strategy instance per
// game and name per worker, so the strong bot's transposition table and caches are reused
// between moves.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { GAME_BOTS, isStrategyName } from './registry.js';
import { watchApi, type ApiBusyShare } from './api-busy.js';
import type { ChooseInput, WorkerRequest, WorkerReply } from './worker-pool.js';

/**
 * Bots think at a lower priority than the API's main thread, so a busy pool slows the bots (their
 * budget buys fewer worlds) rather than people's moves. Linux gives each thread its own nice
 * value (a thread is a task: /proc/thread-self names it); elsewhere this does nothing. Added to
 * the value the thread was started with (the process's): set as it is, a process started nicer
 * than `niceness` (and allowed to lower it) would give the bots the CPU before the API.
 */
function lowerPriority(niceness: number): void {
  if (!niceness) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid) setPriority(tid, Math.min(19, getPriority(tid) + niceness));
  } catch {
    // Not Linux, or not allowed: the bots think at the process's priority.
  }
}
const data = (workerData ?? {}) as { niceness?: number; modules?: readonly string[]; apiBusy?: ApiBusyShare; warmUp?: boolean };
lowerPriority(data.niceness ?? 0);
watchApi(data.apiBusy);
// The games' bot modules register their strategies (registry.ts's registerGameBots) as they load.
for (const m of data.modules ?? []) require(m);
// Started at boot: compile the games' searches now, at the bots' priority, rather than while the
// first strong-bot table and the API's requests compete for the CPU. Requests wait until it ends.
if (data.warmUp)
  for (const bots of GAME_BOTS.values()) {
    try {
      bots.warmUp?.();
    } catch {
      // A failed warm-up costs only the first decision's compile time.
    }
  }

const strategies = new Map<string, (input: ChooseInput) => unknown>();

function handle(msg: WorkerRequest): WorkerReply {
  try {
    if (!isStrategyName(msg.name)) throw new Error(`unknown strategy ${String(msg.name)}`);
    const key = `${msg.game}/${msg.name}`;
    let s = strategies.get(key);
    if (!s) {
      const bots = GAME_BOTS.get(msg.game);
      if (!bots) throw new Error(`no bots for the game ${String(msg.game)}`);
      s = bots.strategy(msg.name);
      strategies.set(key, s);
    }
    return { id: msg.id, action: s(msg.input) };
  } catch (e) {
    return { id: msg.id, error: e instanceof Error ? e.message : String(e) };
  }
}

parentPort?.on('message', (msg: WorkerRequest) => parentPort?.postMessage(handle(msg)));

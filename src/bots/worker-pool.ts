// A small pool of worker threads that run strategies, so a server's bot seats never block
// its event loop (the strong bot thinks for up to ~0.5 s per move).
//
// Usage (e.g. in a NestJS provider):
//
//   import { BotWorkerPool } from '../bots/worker-pool.js';
//   import { sourceFile } from '../common/source-file.js';
//   const pool = new BotWorkerPool({ size: 2, modules: [sourceFile('games/skat/bots')] }); // once; pool.close() on shutdown
//   const view = viewDeal(state, seat);
//   const action = await pool.choose('skat', 'strong', { view, legal: view.legalActions, rules: state.rules },
//                                    tableId);             // affinity key: same table, same worker
//   // then apply `action` through the normal action path (it carries `seat`).
//
// Each worker first loads `modules`, the games' bot modules (each registers its game's
// strategies: registry.ts's registerGameBots), and answers a choice with the strategy of the
// request's game. `choose` rejects on a worker error or after `timeoutMs` (default 5 s); a crashed
// worker is replaced. The worker file is `worker.js` next to this file in production (dist/) and
// `worker.ts` under tsx or Jest, where the worker registers tsx's CommonJS hook first.
import { sourceFile } from '../common/source-file.js';
import { Worker } from 'node:worker_threads';
import type { StrategyName } from './strategy.js';
import type { ApiBusyShare } from './api-busy.js';

/** A seat's question to a game's strategy: its deal view and legal actions (the game's engine types). */
export interface ChooseInput<View = unknown, Action = unknown> {
  view: View;
  legal: Action[];
  /** The game's rule options, when its strategies read them apart from the view. */
  rules?: unknown;
  /** Seeds the strategy's rng (default: time-based). */
  seed?: number;
  budgetMs?: number;
}

export interface WorkerRequest {
  id: number;
  /** The game whose strategy answers (its name in the engine's registry). */
  game: string;
  name: StrategyName;
  input: ChooseInput;
}

export type WorkerReply = { id: number; action: unknown; error?: undefined } | { id: number; error: string; action?: undefined };

export interface PoolOptions {
  /** Number of worker threads that affinity keys share (default 2). */
  size?: number;
  /** Worker threads beyond `size` that no affinity key runs on: kept free for quick choices (default 0). */
  quick?: number;
  /** Reject a choice that takes longer than this (default 5000 ms). */
  timeoutMs?: number;
  /** Override the worker script (a .js or .ts file). */
  workerFile?: string;
  /** Added to the nice value of the worker threads (Linux; default 0; at most 19 in all): above 0, the process's main thread (the API) gets the CPU first. */
  niceness?: number;
  /** The games' bot modules each worker loads first (files, as sourceFile gives them). */
  modules?: readonly string[];
  /** The main thread's count of HTTP requests in flight, which the workers give way to (api-busy.ts); none: they never pause. */
  apiBusy?: ApiBusyShare;
  /** Each of the first `size` workers plays a quick deal of each game's strong bot when it starts (GameBots.warmUp; default off). */
  warmUp?: boolean;
}

interface Pending {
  resolve: (a: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
  slot: number;
}

/** Finds the worker script: compiled JS next to this module, else the TS source. */
export function resolveWorkerFile(): string {
  return sourceFile('bots/worker');
}

export class BotWorkerPool {
  private readonly workers: (Worker | null)[];
  private readonly file: string;
  private readonly timeoutMs: number;
  private readonly niceness: number;
  private readonly modules: readonly string[];
  private readonly apiBusy?: ApiBusyShare;
  private readonly warmUp: boolean;
  private readonly pending = new Map<number, Pending>();
  private readonly load: number[];
  /** The workers affinity keys share: the first `size` slots; the rest are the quick ones. */
  readonly size: number;
  private nextId = 1;
  private closed = false;

  constructor(opts: PoolOptions = {}) {
    const size = (this.size = Math.max(1, opts.size ?? 2));
    const slots = size + Math.max(0, opts.quick ?? 0);
    this.file = opts.workerFile ?? resolveWorkerFile();
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.niceness = opts.niceness ?? 0;
    this.modules = opts.modules ?? [];
    this.apiBusy = opts.apiBusy;
    this.warmUp = opts.warmUp ?? false;
    this.workers = Array.from({ length: slots }, () => null);
    this.load = Array.from({ length: slots }, () => 0);
  }

  private spawn(slot: number): Worker {
    // TS source (tsx, Jest): register tsx's CommonJS hook inside the worker, then load the file.
    const workerData = { niceness: this.niceness, modules: this.modules, apiBusy: this.apiBusy, warmUp: this.warmUp && slot < this.size }; // quick workers never run a strong bot
    const w = this.file.endsWith('.ts')
      ? new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(this.file)});`, { eval: true, workerData })
      : new Worker(this.file, { workerData });
    w.unref(); // an idle pool never keeps the process alive
    w.on('message', (reply: WorkerReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      clearTimeout(p.timer);
      if (--this.load[p.slot] === 0) w.unref();
      if (reply.error !== undefined) p.reject(new Error(reply.error));
      else p.resolve(reply.action);
    });
    const fail = (err: Error) => {
      if (this.workers[slot] === w) this.workers[slot] = null;
      for (const [id, p] of this.pending) {
        if (p.slot !== slot) continue;
        this.pending.delete(id);
        clearTimeout(p.timer);
        this.load[slot]--;
        p.reject(err);
      }
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`bot worker exited with code ${code}`)));
    this.workers[slot] = w;
    return w;
  }

  /** Starts every worker that is not running yet (otherwise each starts on its first choice). */
  start(): void {
    if (this.closed) return;
    this.workers.forEach((w, slot) => w ?? this.spawn(slot));
  }

  /** Worker threads running now. */
  get running(): number {
    return this.workers.filter(Boolean).length;
  }

  /** Worker threads, the quick ones included. */
  get slots(): number {
    return this.workers.length;
  }

  /** The worker an affinity key runs on (one of the first `size`). */
  slotOf(affinity: string): number {
    let h = 0;
    for (let i = 0; i < affinity.length; i++) h = (Math.imul(h, 31) + affinity.charCodeAt(i)) | 0;
    return Math.abs(h) % this.size;
  }

  /**
   * Asks `game`'s strategy `name` for an action (one of `input.legal`). `affinity` (e.g. a table
   * id) keeps one table on one worker, so the strong bot's per-deal caches stay warm; without it
   * the least busy worker runs it.
   */
  choose<Action>(game: string, name: StrategyName, input: ChooseInput<unknown, Action>, affinity?: string): Promise<Action> {
    let slot = 0;
    if (affinity !== undefined) slot = this.slotOf(affinity);
    else for (let i = 1; i < this.size; i++) if (this.load[i] < this.load[slot]) slot = i;
    return this.chooseOn(slot, game, name, input);
  }

  /** As `choose`, on the worker in `slot` (0 to slots - 1): a scheduler that places choices itself. */
  chooseOn<Action>(slot: number, game: string, name: StrategyName, input: ChooseInput<unknown, Action>): Promise<Action> {
    return this.ask({ game, name, input }, slot) as Promise<Action>;
  }

  private ask(body: Omit<WorkerRequest, 'id'>, slot: number): Promise<unknown> {
    const name = body.name;
    if (this.closed) return Promise.reject(new Error('bot pool is closed'));
    if (!(slot >= 0 && slot < this.workers.length)) return Promise.reject(new Error(`no bot worker in slot ${slot}`));
    const w = this.workers[slot] ?? this.spawn(slot);
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!this.pending.delete(id)) return;
        this.load[slot]--;
        reject(new Error(`bot ${name} did not answer within ${this.timeoutMs} ms`));
        // A stuck worker is replaced.
        void w.terminate();
      }, this.timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer, slot });
      this.load[slot]++;
      w.ref(); // keep the process alive while an answer is owed
      const req: WorkerRequest = { id, ...body };
      w.postMessage(req);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w?.terminate()));
  }
}

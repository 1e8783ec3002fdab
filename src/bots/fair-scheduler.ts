// Fair scheduling of bot work in front of the worker pool (worker-pool.ts): server bots are
// shared by every table, so one owner's many tables must not starve the rest. Each choice is
// queued under an owner key (the table's creator) and served in start-time fair queueing order:
// an owner's k-th waiting choice goes after every other owner's (k-1)-th, so an owner with one
// choice waits for at most one of each other owner's. A choice goes to its worker only when that
// worker is idle, so no worker holds a backlog that a later owner would wait behind. Under load
// the strong bot thinks less. A quick choice (any strategy but 'strong', a few milliseconds) whose
// worker is busy goes to a quick worker when one is idle: no strong decision that pauses for the
// API and stretches to seconds holds up a person's table of heuristic bots.
//
//   const fair = new FairBotScheduler(pool);
//   const action = await fair.choose(ownerId, 'skat', 'strong', input, tableId); // tableId: worker affinity
// Every game's bots share the workers and the queues.
import type { StrategyName } from './strategy.js';
import type { ChooseInput } from './worker-pool.js';

/** What the scheduler needs of a pool: its workers (the first `size` shared by affinity keys, the rest quick), which one a key runs on, and a choice on one. */
export interface SlottedPool {
  readonly size: number;
  readonly slots: number;
  slotOf(affinity: string): number;
  chooseOn<Action>(slot: number, game: string, name: StrategyName, input: ChooseInput<unknown, Action>): Promise<Action>;
}

interface Job {
  game: string;
  name: StrategyName;
  input: ChooseInput;
  affinity: string;
  slot: number;
  /** Its virtual start: the owner's previous choice's start + 1, and not before the one in service. */
  start: number;
  /** Arrival order, for ties. */
  n: number;
  resolve: (a: unknown) => void;
  reject: (e: unknown) => void;
}

/** The strong bot's usual budget per move and the least it gets with a queue (strong.ts scales its work by budgetMs / 350). */
const STRONG_BUDGET_MS = 350;
const STRONG_MIN_BUDGET_MS = 80;
/** Owners whose last start tag is remembered before the stale ones are dropped. */
const OWNERS_REMEMBERED = 10_000;

export class FairBotScheduler {
  /** Waiting choices per owner, in arrival order. */
  private readonly queues = new Map<string, Job[]>();
  /** The virtual start after each owner's latest choice. */
  private readonly next = new Map<string, number>();
  private readonly busy: boolean[];
  /** The start of the choice sent last: the virtual clock. */
  private now = 0;
  private arrivals = 0;
  private waiting = 0;

  /** `strongBudgetMs`: the strong bots' budget per move with nothing queued (at most STRONG_BUDGET_MS). */
  constructor(
    private readonly pool: SlottedPool,
    private readonly strongBudgetMs = STRONG_BUDGET_MS,
  ) {
    this.busy = Array.from({ length: pool.slots }, () => false);
  }

  /** Choices queued and not yet sent to a worker. */
  get backlog(): number {
    return this.waiting;
  }

  /** `game`'s strategy `name` chooses for a seat of `owner`'s table (`affinity`: the worker key). */
  choose<Action>(owner: string, game: string, name: StrategyName, input: ChooseInput<unknown, Action>, affinity: string): Promise<Action> {
    return new Promise<Action>((resolve, reject) => {
      const start = Math.max(this.now, this.next.get(owner) ?? 0);
      if (this.next.size >= OWNERS_REMEMBERED) for (const [o, t] of this.next) if (t <= this.now) this.next.delete(o);
      this.next.set(owner, start + 1);
      const job: Job = {
        game,
        name,
        input: input as ChooseInput,
        affinity,
        slot: this.pool.slotOf(affinity),
        start,
        n: this.arrivals++,
        resolve: resolve as (a: unknown) => void,
        reject,
      };
      const queue = this.queues.get(owner);
      if (queue) queue.push(job);
      else this.queues.set(owner, [job]);
      this.waiting++;
      this.pump();
    });
  }

  /** Sends waiting choices to idle workers, earliest virtual start first. */
  private pump(): void {
    while (this.waiting && !this.busy.every(Boolean)) {
      const quick = this.idleQuickSlot();
      let best: { owner: string; job: Job; slot: number } | null = null;
      for (const [owner, queue] of this.queues) {
        const job = queue[0];
        const slot = !this.busy[job.slot] ? job.slot : job.name !== 'strong' ? quick : -1;
        if (slot < 0) continue;
        if (!best || job.start < best.job.start || (job.start === best.job.start && job.n < best.job.n)) best = { owner, job, slot };
      }
      if (!best) return;
      const queue = this.queues.get(best.owner)!;
      queue.shift();
      if (!queue.length) this.queues.delete(best.owner);
      this.waiting--;
      this.now = Math.max(this.now, best.job.start);
      this.run(best.job, best.slot);
    }
  }

  /** An idle quick worker's slot, or -1. */
  private idleQuickSlot(): number {
    for (let s = this.pool.size; s < this.pool.slots; s++) if (!this.busy[s]) return s;
    return -1;
  }

  private run(job: Job, slot: number): void {
    this.busy[slot] = true;
    const { input } = job;
    const budgetMs = job.name === 'strong' && input.budgetMs === undefined ? this.strongBudget() : input.budgetMs;
    this.pool
      .chooseOn(slot, job.game, job.name, { ...input, budgetMs })
      .then(job.resolve, job.reject)
      .finally(() => {
        this.busy[slot] = false;
        this.pump();
      });
  }

  /** Less thinking when choices wait: the usual budget with nothing queued, down to a floor with a long queue. */
  private strongBudget(): number {
    const floor = Math.min(STRONG_MIN_BUDGET_MS, this.strongBudgetMs);
    return Math.max(floor, Math.floor((this.strongBudgetMs * this.pool.size) / (this.pool.size + this.waiting)));
  }
}

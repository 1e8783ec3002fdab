// Paces bursts of work an attacker can cause (anonymous feed starts, websocket handshakes,
// refusals): at most `perTurn` of it starts per turn of the event loop. Thousands of sockets
// opened at once (docs/reliability.md, ws-many-addresses) otherwise start in the same turns as a
// player's answers and database replies, which wait behind all of it; paced, the other I/O of the
// process is served between each few. Idle, a turn is short and the pace costs nothing.

/** Feed starts (websocket subscriptions, SSE streams) of callers without a token per turn. */
export const ANONYMOUS_STARTS_PER_TURN = 4;

export class TurnPacer {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;
  /** Work started in this turn. */
  private started = 0;
  /** Work that waited for a later turn (read by tests). */
  deferred = 0;

  constructor(private readonly perTurn: number) {}

  /** Resolves when the caller may start: this turn while fewer than `perTurn` have, else a later one. */
  turn(): Promise<void> | undefined {
    // Not scheduled means nothing waits: `next` stops only once the queue is empty.
    if (!this.scheduled) {
      this.scheduled = true;
      this.started = 1;
      setImmediate(this.next);
      return undefined;
    }
    if (this.started < this.perTurn && this.waiting.length === 0) {
      this.started++;
      return undefined;
    }
    this.deferred++;
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private readonly next = (): void => {
    this.started = 0;
    for (const resolve of this.waiting.splice(0, this.perTurn)) {
      this.started++;
      resolve();
    }
    if (this.started > 0) setImmediate(this.next);
    else this.scheduled = false;
  };
}

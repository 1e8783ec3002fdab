// Calls of one client address that cost several statements and come in bursts run one at a time:
// identity writes (register, issueToken, rotateToken), new tables and their bots (createTable,
// addBots: a match starts, its bots begin to move) and the start of a tableEvents stream (its
// table, seats and tail are read; the stream itself is not held up). Run side by side, one
// address's burst queues ahead of everyone else's statements (on the embedded PGlite every
// connection shares one session), so the other players' moves waited behind all of them. In turn,
// they wait behind at most one. Runs after the guards: a refused call never queues, so the queue
// is bounded by the address's rate budget and subscription cap.
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { from, lastValueFrom, Observable } from 'rxjs';
import type { GqlContext } from '../common/auth/auth.js';

@Injectable()
export class OnePerAddress implements NestInterceptor {
  /** The last call queued per address; removed when it is also the last to end. */
  private readonly tails = new Map<string, Promise<unknown>>();

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const key = GqlExecutionContext.create(ctx).getContext<GqlContext>().ip ?? 'unknown';
    const before = this.tails.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(() => lastValueFrom(next.handle()));
    const tail = mine.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return from(mine);
  }

  /** Addresses with a call running or queued. */
  get busy(): number {
    return this.tails.size;
  }
}

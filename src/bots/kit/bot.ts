// Plays one table through the public API with a Strategy: follows the table's feed and, each
// time the feed says the seat must move, reads its view, asks the strategy, and sends the
// mutation with expectedSeq and an idempotent clientActionId. Stale or refused moves are re-read
// and retried.
import type { DealAction } from '../../engine/index.js';
import type { TableViewFieldsFragment } from '../../../sdk/src/index.js';
import { mulberry32 } from '../rng.js';
import { mustAct, type Strategy } from '../strategy.js';
import { GqlError, type FeedHandle, type KitMove, type SkatClient } from './client.js';
import { engineValue, isSkatDeal, toEngineDealView, type KitDeal } from './view.js';

/**
 * A game besides Skat as the kit plays it, registered by the game's kit module
 * (src/games/<game>/bots/kit.ts, loaded by the kit's command line): which deal views are its
 * own, and a seat's move by a strategy name as its mutation.
 */
export interface KitGame {
  /** True for this game's typed deal view. */
  owns(deal: KitDeal): boolean;
  /** This seat's move by the game's strategy `name` (a name it has no strategy of plays its heuristic), or null when it has none to make. */
  decide(view: TableViewFieldsFragment, name: string, rng: () => number): (KitMove & { type: string }) | null;
}

/** The games the kit plays besides Skat. */
export const KIT_GAMES: KitGame[] = [];

export function registerKitGame(game: KitGame): void {
  if (!KIT_GAMES.includes(game)) KIT_GAMES.push(game);
}

/** The kit game of a view's deal, or undefined (Skat, or no match). */
const kitGameOf = (view: TableViewFieldsFragment): KitGame | undefined => {
  const deal = view.match?.deal;
  return deal && !isSkatDeal(deal) ? KIT_GAMES.find((g) => g.owns(deal)) : undefined;
};

export interface TableRunOptions {
  keepAliveMs?: number;
  log?: (msg: string) => void;
  /** Called once the feed is open (tests use it to drop the socket on purpose). */
  onFeed?: (feed: FeedHandle) => void;
  /** Called after each own move. */
  onMove?: (action: DealAction, seq: number) => void;
  seed?: number;
}

export interface TableRunResult {
  tableId: string;
  moves: number;
  totals: number[];
  finished: boolean;
}

/** Plays until the match at `tableId` is over. */
export function playTable(client: SkatClient, tableId: string, strategy: Strategy, opts: TableRunOptions = {}): Promise<TableRunResult> {
  const log = opts.log ?? (() => {});
  const rng = mulberry32(opts.seed ?? Date.now());
  let moves = 0;
  let busy = false;
  let again = false;
  let done = false;
  return new Promise<TableRunResult>((resolve, reject) => {
    let feed: FeedHandle | null = null;
    const finish = async () => {
      if (done) return;
      done = true;
      feed?.stop();
      const sheet = await client.scoreSheet(tableId).catch(() => ({ totals: [] as number[] }));
      resolve({ tableId, moves, totals: sheet.totals, finished: true });
    };

    /** Reads the view and makes this seat's move; coalesces wake-ups. The next one comes from the feed. */
    const step = async (given?: TableViewFieldsFragment): Promise<void> => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        let view = given ?? (await client.table(tableId));
        for (let guard = 0; guard < 50 && !done; guard++) {
          if (view.table.status === 'FINISHED' || view.match?.over) {
            await finish();
            return;
          }
          const game = kitGameOf(view);
          const other = game ? decideOther(game, view, strategy.name, rng) : null;
          const action = game ? null : decide(view, strategy, rng);
          if (!action && !other) break;
          try {
            const id = `${strategy.name}-${tableId}-${view.seq}-${(other ?? action)!.type}`;
            const seq = other ? await client.send(tableId, other, view.seq, id) : await client.act(tableId, action!, view.seq, id);
            moves++;
            if (action) opts.onMove?.(action, seq);
            // The feed message of this move says whether the seat must move again (say, discard after the pick-up).
            break;
          } catch (e) {
            if (!(e instanceof GqlError)) throw e;
            // Stale seq (someone moved first) or a refused move: read again and retry.
            log(`${e.code}${e.extensions?.reason ? `/${e.extensions.reason}` : ''}: ${e.message}`);
            if (e.code !== 'CONFLICT' && e.code !== 'ILLEGAL_ACTION') throw e;
          }
          view = await client.table(tableId);
        }
      } finally {
        busy = false;
      }
      if (again && !done) {
        again = false;
        await step();
      }
    };

    feed = client.follow(
      tableId,
      async (m) => {
        if (done) return;
        if (m.events.some((e) => e.type === 'matchEnded')) return finish();
        // The feed tells the seat when it must move: no view is read for the other seats' moves.
        if (m.kind !== 'VIEW' && !(m.legalActions && mustAct(m.legalActions.map((a) => ({ type: engineValue(a.type) }))))) return;
        await step(m.kind === 'VIEW' && m.view ? m.view : undefined).catch((e) => {
          done = true;
          feed?.stop();
          reject(e);
        });
      },
      { keepAliveMs: opts.keepAliveMs },
    );
    opts.onFeed?.(feed);
  });
}

/** At another game's table: that game's move for this seat if it must act, else null. */
function decideOther(game: KitGame, view: TableViewFieldsFragment, name: string, rng: () => number): (KitMove & { type: string }) | null {
  if (view.yourSeat === null || !view.toAct.includes(view.yourSeat)) return null;
  return game.decide(view, name, rng);
}

/** The Skat strategy's action if this seat must act now, else null (null at another game's table). */
export function decide(view: TableViewFieldsFragment, strategy: Strategy, rng: () => number): DealAction | null {
  if (!view.match || view.yourSeat === null || !view.toAct.includes(view.yourSeat)) return null;
  if (!isSkatDeal(view.match.deal)) return null;
  const deal = toEngineDealView(view.match.deal);
  const legal = deal.legalActions;
  if (legal.length === 0) return null;
  // Only optional actions (e.g. a Kontra still open while someone else plays): wait for our turn.
  if (!mustAct(legal)) return null;
  return strategy.chooseAction({ view: deal, legal, rules: deal.rules, rng });
}

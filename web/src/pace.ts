// Pacing: the server answers in milliseconds, a person reads at a human rhythm. Between the view
// drawn and the newest view the page plays the moves out one by one: each card goes to the trick,
// a finished trick stays in view with its taker marked, and a deal's result is held in a panel
// until the player goes on (a few seconds at a table the viewer does not play at). Only what is
// drawn waits; the views, the server and the bots do not. The table page and the replay share
// the rhythm (DELAYS); `skat.pace` in localStorage scales it (the tests' quick tables).
import { signal, type Signal } from '@preact/signals';
import { WebDealRecordDocument } from '../../sdk/src/index.js';
import { run } from './api.js';
import type { View } from './feed.js';
import { gameOfRecord } from './games/index.js';
import type { ScoreRow } from './games/types.js';
import { viewArrived } from './perf.js';
import { storage } from './router.js';

export interface SeatCard {
  seat: number;
  card: string;
}

/** What the table draws: a view, and the trick as far as the pacing has come. */
export interface Frame {
  view: View;
  /** The trick in the middle (deal seats), or null: the view's own. */
  trick: SeatCard[] | null;
  /** The deal seat that took the trick shown (a finished trick held in view). */
  taker: number | null;
  /** The hand as it stands at this frame, when it differs from the view's. */
  hand: string[] | null;
  /** The newest view is drawn: the turn and the controls are live. */
  settled: boolean;
}

export interface Held {
  row: ScoreRow;
  /** The view after the deal (the score sheet with the row). */
  view: View;
  /** Goes on by itself at this time (ms since the epoch), or never (null). */
  until: number | null;
}

function factor(): number {
  const f = Number(storage()?.getItem('skat.pace'));
  return Number.isFinite(f) && f > 0 ? f : 1;
}

/** The rhythm in ms: another seat's card, your own, a finished trick, another move, an unwatched result. */
export const DELAYS = {
  card: 600,
  ownCard: 250,
  trick: 1200,
  move: 500,
  result: 5000,
  scaled(ms: number): number {
    return Math.round(ms * factor());
  },
};

type Step =
  | { kind: 'frame'; frame: Frame; ms: number }
  | { kind: 'result'; row: ScoreRow; view: View }
  | { kind: 'lastTrick'; before: View; tableId: string; deal: number };

const dealOf = (v: View) => v.match?.deal ?? null;
const done = (v: View) => (dealOf(v)?.tricksWon ?? []).reduce((a, b) => a + b, 0);

export interface Pacer {
  frame: Signal<Frame | null>;
  held: Signal<Held | null>;
  /** A view from the store: its moves are queued after what is still to be drawn. */
  push(view: View): void;
  /** The player goes on from a held result. */
  goOn(): void;
  close(): void;
}

/**
 * The pacer of one table page. `auto` says whether a held result goes on by itself (nobody at
 * this table plays from this page: a spectator).
 */
export function pacer(auto: () => boolean): Pacer {
  const frame = signal<Frame | null>(null);
  // The draw timing (perf.ts) starts when a view is first handed to the drawing, not when it arrived: the pacing's waits are not draw time.
  let marked = -1;
  const show = (f: Frame): void => {
    if (f.view.seq > marked) {
      marked = f.view.seq;
      viewArrived(f.view.seq);
    }
    frame.value = f;
  };
  const held = signal<Held | null>(null);
  let base: View | null = null;
  const queue: Step[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let busy = false;
  let closed = false;

  const settledFrame = (v: View): Frame => ({ view: v, trick: null, taker: null, hand: null, settled: true });
  const cardFrames = (view: View, from: SeatCard[], cards: SeatCard[], me: number | null): Step[] => {
    const out: Step[] = [];
    let trick = [...from];
    for (const c of cards) {
      trick = [...trick, c];
      const mine = me !== null && dealOf(view)?.players[c.seat] === me;
      out.push({ kind: 'frame', frame: { view, trick, taker: null, hand: null, settled: false }, ms: mine ? DELAYS.ownCard : DELAYS.card });
    }
    return out;
  };

  /** The steps from the view drawn to the next one. */
  const diff = (p: View, n: View): Step[] => {
    // After the match's end nothing is played or held: a later view (the table finished, ratings, a
    // sheet read after the end) is drawn at once; the page shows the last row under "match over".
    if (p.match?.over && n.match?.over) return [];
    const pd = dealOf(p);
    const nd = dealOf(n);
    const me = n.yourSeat;
    const rows = n.match?.sheet.length ?? 0;
    const result: Step[] = rows > (p.match?.sheet.length ?? 0) ? [{ kind: 'result', row: n.match?.sheet[rows - 1] as ScoreRow, view: n }] : [];
    if (!pd || !nd) return result;
    if (p.match?.dealNumber !== n.match?.dealNumber) {
      // The deal ended between the two views: its last trick from the record, then the result.
      return pd.over ? result : [{ kind: 'lastTrick', before: p, tableId: n.table.id, deal: p.match?.dealNumber ?? 0 }, ...result];
    }
    const pc = pd.currentTrick.cards;
    if (done(n) === done(p)) {
      const nc = nd.currentTrick.cards;
      if (nc.length > pc.length) return [...cardFrames(n, pc, nc.slice(pc.length), me), ...result];
      // Another move (a bid, a declaration): a moment to see it, unless it was the viewer's. When it
      // ended the deal (everyone passed) the moment is not settled: the result comes first, so the
      // page never shows the match over, with its links, before the result it then holds.
      const moment: Frame = result.length ? { ...settledFrame(n), settled: false } : settledFrame(n);
      return [...(p.turn !== null && p.turn === me ? [] : [{ kind: 'frame', frame: moment, ms: DELAYS.move } as Step]), ...result];
    }
    if (done(n) === done(p) + 1 && nd.lastTrick) {
      const last = nd.lastTrick;
      const steps = cardFrames(n, pc, last.cards.slice(pc.length), me);
      steps.push({ kind: 'frame', frame: { view: n, trick: last.cards, taker: last.winner ?? null, hand: null, settled: false }, ms: DELAYS.trick });
      steps.push(...cardFrames(n, [], nd.currentTrick.cards, me));
      return [...steps, ...result];
    }
    return result;
  };

  const finish = (): void => {
    busy = false;
    timer = null;
    pump();
  };

  const pump = (): void => {
    if (closed || busy || held.value) return;
    const step = queue.shift();
    if (!step) {
      if (base) show(settledFrame(base));
      return;
    }
    busy = true;
    if (step.kind === 'frame') {
      show(step.frame);
      timer = setTimeout(finish, DELAYS.scaled(step.ms));
    } else if (step.kind === 'result') {
      const until = auto() ? Date.now() + DELAYS.scaled(DELAYS.result) : null;
      held.value = { row: step.row, view: step.view, until };
      busy = false;
      if (until !== null) timer = setTimeout(goOn, until - Date.now());
    } else {
      void lastTrick(step).then((steps) => {
        queue.unshift(...steps);
        finish();
      });
    }
  };

  /** The deal's last trick, from its record: the cards the view drawn had not shown yet, then the whole trick held. */
  const lastTrick = async (s: Extract<Step, { kind: 'lastTrick' }>): Promise<Step[]> => {
    try {
      const rec = (await run(WebDealRecordDocument, { tableId: s.tableId, deal: s.deal })).dealRecord.record;
      const plays = rec.moves.filter((m) => m.type === 'PLAY' && m.card);
      const size = dealOf(s.before)?.players.length ?? 3;
      if (plays.length < size || plays.length % size !== 0) return [];
      const cards = plays.slice(-size).map((m) => ({ seat: m.seat, card: m.card as string }));
      const shown = dealOf(s.before)?.currentTrick.cards ?? [];
      const from = cards.slice(0, shown.length).every((c, i) => c.card === shown[i]?.card) ? shown.length : 0;
      const played = new Set(cards.map((c) => c.card));
      const hand = (s.before.hand ?? []).filter((c) => !played.has(c));
      const taker = gameOfRecord(rec)?.trickTaker?.(cards, rec) ?? null;
      const steps = cardFrames(s.before, cards.slice(0, from), cards.slice(from), s.before.yourSeat);
      for (const st of steps) if (st.kind === 'frame') st.frame.hand = hand;
      steps.push({ kind: 'frame', frame: { view: s.before, trick: cards, taker, hand, settled: false }, ms: DELAYS.trick });
      return steps;
    } catch {
      return [];
    }
  };

  function goOn(): void {
    if (!held.value) return;
    if (timer) clearTimeout(timer);
    timer = null;
    held.value = null;
    pump();
  }

  return {
    frame,
    held,
    push(v) {
      if (closed) return;
      if (!base) {
        base = v;
        show(settledFrame(v));
        return;
      }
      if (v.seq < base.seq) return;
      if (v.seq === base.seq) {
        base = v;
        if (!busy && !held.value && queue.length === 0) show(settledFrame(v));
        return;
      }
      queue.push(...diff(base, v));
      base = v;
      pump();
    },
    goOn,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

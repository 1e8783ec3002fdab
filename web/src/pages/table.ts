// Table: the feed's view of one table drawn for a player or a spectator. The seats with names,
// card counts and whose turn; your hand in the game's order; the trick and the last trick on
// demand; the controls the game module offers from the legal actions; the turn timer; the last
// deal's result and the score sheet. Every action carries expectedSeq and a clientActionId.
// What is drawn goes at a human pace (pace.ts); moves that cannot be undone ask first; a move
// made while the connection is down waits, marked, and is sent (same clientActionId) once it is back.
import { html } from 'htm/preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { GqlError } from '../../../sdk/src/index.js';
import { actionDocument, isActionMutation, legalActionFields, WebAddBotsDocument, WebJoinTableDocument } from '../../../sdk/src/index.js';
import { actionId, isOffline, run, runMove, token } from '../api.js';
import { Card, CardBack, cardName } from '../cards.js';
import { openTable, type TableStore, type View } from '../feed.js';
import { gameOf } from '../games/index.js';
import { pacer, type Frame, type Held, type Pacer } from '../pace.js';
import { t } from '../i18n.js';
import { play, SoundSwitch } from '../sound.js';
import { ACTION_KEYS } from '../keys.js';
import { viewDrawn } from '../perf.js';
import type { LegalAction } from '../games/types.js';
import { embedded, go } from '../router.js';
import { presetName } from './lobby.js';

/** What the table tells an embedding host (embed.ts), as the player sees it: after the pacing. */
export type TableNews =
  | { type: 'ready'; seq: number; seat: number | null }
  | { type: 'yourTurn'; seq: number }
  | { type: 'dealEnded'; deal: number; scores: number[]; totals: number[] }
  | { type: 'matchEnded'; totals: number[] };

export function TablePage({ tableId, inviteCode, onNews }: { tableId: string; inviteCode?: string; onNews?: (n: TableNews) => void }) {
  const store = useMemo<TableStore>(() => openTable(tableId), [tableId]);
  // A held result goes on by itself for a spectator only.
  const pace = useMemo<Pacer>(() => pacer(() => store.view.value?.yourSeat === null), [store]);
  useEffect(
    () => () => {
      store.close();
      pace.close();
    },
    [store, pace],
  );
  const latest = store.view.value;
  useEffect(() => {
    if (latest) pace.push(latest);
  }, [latest]);
  const frame = pace.frame.value;
  if (!frame) return html`<main class="page"><p>${t().loadingTable}</p></main>`;
  return html`<${Table} frame=${frame} held=${pace.held.value} goOn=${pace.goOn} store=${store} inviteCode=${inviteCode} onNews=${onNews} />`;
}

/** Actions that cannot be taken back: the page asks first (the words are in the catalogue). */
const GUARDED = new Set(['CONCEDE', 'GIVE_UP', 'ACCEPT_GIVE_UP', 'LAY_OPEN', 'ACCEPT_LAY_OPEN']);

/** A move sent while the connection was down, to send again (same clientActionId) when it is back. */
interface Pending {
  action: LegalAction;
  input: Record<string, unknown>;
}

function names(view: View): string[] {
  return Array.from({ length: view.table.players }, (_, i) => view.table.seats.find((s) => s.index === i)?.player?.name ?? t().seatN(i + 1));
}

function Table({
  frame,
  held,
  goOn,
  store,
  inviteCode,
  onNews,
}: {
  frame: Frame;
  held: Held | null;
  goOn: () => void;
  store: TableStore;
  inviteCode?: string;
  onNews?: (n: TableNews) => void;
}) {
  const T = t();
  const view = frame.view;
  const live = frame.settled && !held;
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<LegalAction | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [showLast, setShowLast] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const deal = view.match?.deal ?? null;
  const game = deal ? gameOf(deal) : null;
  // Controls only once the pacing has drawn the newest view.
  const legal: LegalAction[] = live && !pending ? (deal?.legalActions ?? []) : [];
  const seatNames = names(view);
  const me = view.yourSeat;

  useLayoutEffect(() => viewDrawn(view.seq), [view.seq]);
  // A new seq clears a half-made selection that no longer fits the hand.
  useEffect(() => setSelected((s) => s.filter((c) => view.hand?.includes(c))), [view.seq]);

  const send = async (p: Pending, again: boolean) => {
    setBusy(true);
    try {
      await runMove(actionDocument(p.action.mutation as never), { input: p.input } as never, { quietOffline: true });
      setPending(null);
      setSelected([]);
    } catch (e) {
      if (isOffline(e)) setPending(p);
      else {
        setPending(null);
        // A move that waited for the connection and found the table moved on says so where it was made.
        if (again) setRefused(e instanceof GqlError && e.code === 'CONFLICT' ? t().refusedConflict : t().refused);
      }
    } finally {
      setBusy(false);
      store.refresh();
    }
  };
  const act = async (a: LegalAction, confirmed = false) => {
    if (busy || pending || !isActionMutation(a.mutation)) return;
    if (GUARDED.has(a.type) && !confirmed) {
      setConfirm(a);
      return;
    }
    setRefused(null);
    await send({ action: a, input: { tableId: view.table.id, expectedSeq: view.seq, clientActionId: actionId(), ...legalActionFields(a) } }, false);
  };
  // A waiting move goes again soon after the feed is live (or every few seconds while the browser
  // is online); never in a tight loop, as a feed that has not noticed the cut yet still says live.
  const conn = store.connection.value;
  useEffect(() => {
    if (!pending || busy) return;
    const id = setTimeout(() => navigator.onLine && void send(pending, true), conn === 'live' ? 1000 : 3000);
    return () => clearTimeout(id);
  }, [pending, busy, conn]);

  const plays = new Map(legal.filter((a) => a.type === 'PLAY' && a.card).map((a) => [a.card as string, a]));
  const pick = game?.pickCount(legal) ?? 0;
  const shownHand = frame.hand ?? view.hand;
  const hand = game && deal && shownHand ? game.sortHand(shownHand, { deal }) : (shownHand ?? []);
  const pendingCard = pending?.action.type === 'PLAY' ? pending.action.card : null;

  const clickCard = (card: string) => {
    if (pick) setSelected((s) => (s.includes(card) ? s.filter((c) => c !== card) : s.length < pick ? [...s, card] : [...s.slice(1), card]));
    else {
      const a = plays.get(card);
      if (a) void act(a);
    }
  };

  // Sounds (when switched on): your turn, a trick taken, a deal won or lost.
  const myTurn = live && view.turn === me && me !== null;
  useEffect(() => {
    if (myTurn) play('turn');
  }, [myTurn, view.seq]);
  useEffect(() => {
    if (frame.taker !== null) play('trick');
  }, [frame.taker, frame.trick]);
  // The news for a host, each once: the first drawing, your turns, each deal's result, the end.
  const told = useRef({ turn: -1, deal: 0, over: false });
  useEffect(() => onNews?.({ type: 'ready', seq: view.seq, seat: me }), []);
  useEffect(() => {
    if (myTurn && told.current.turn !== view.seq) onNews?.({ type: 'yourTurn', seq: (told.current.turn = view.seq) });
  }, [myTurn, view.seq]);
  useEffect(() => {
    if (held && held.row.deal > told.current.deal)
      onNews?.({ type: 'dealEnded', deal: (told.current.deal = held.row.deal), scores: [...held.row.scores], totals: [...held.row.totals] });
  }, [held]);
  const over = !!view.match?.over && live;
  useEffect(() => {
    if (over && !told.current.over) {
      told.current.over = true;
      const sheet = view.match?.sheet ?? [];
      onNews?.({ type: 'matchEnded', totals: [...(sheet[sheet.length - 1]?.totals ?? [])] });
    }
  }, [over]);
  useEffect(() => {
    if (!held || me === null) return;
    const r = held.row;
    const g = r.__typename === 'SkatScoreRow' ? r.game : null;
    const good =
      (r.scores[me] ?? 0) > 0 ||
      (g !== null &&
        g !== undefined &&
        r.__typename === 'SkatScoreRow' &&
        r.declarer !== null &&
        r.declarer !== undefined &&
        r.seats[r.declarer] !== me &&
        !g.won);
    play(good ? 'won' : 'lost');
  }, [held]);

  // Keyboard: 1-9 and 0 play the hand's cards, P pass, H hold, B the lowest bid, L the last trick,
  // S pick up the skat, D the declare dialog, W put away the cards picked, N the next deal, and the
  // letters of keys.ts for Kontra/Re, give up, lay open, concede, accept and decline.
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.ctrlKey || e.metaKey || e.altKey || confirm) return;
    const k = e.key.toLowerCase();
    const n = k === '0' ? 9 : Number(k) - 1;
    if (k >= '0' && k <= '9' && hand[n]) clickCard(hand[n]);
    else if (k === 'l') setShowLast((s) => !s);
    else if ('kgocax'.includes(k) && k.length === 1 && legal.some((x) => ACTION_KEYS[x.type] === k))
      void act(legal.find((x) => ACTION_KEYS[x.type] === k) as LegalAction);
    else if (k === 's' && legal.some((x) => x.type === 'PICK_UP_SKAT')) void act(legal.find((x) => x.type === 'PICK_UP_SKAT') as LegalAction);
    else if (k === 'd' || k === 'w' || k === 'n') {
      const sel = { d: 'button[data-action=DECLARE_OPEN]', w: 'button[data-action=DISCARD]:not([disabled])', n: '[data-testid=go-on]' }[k];
      const button = document.querySelector<HTMLButtonElement>(sel);
      if (button) {
        e.preventDefault();
        button.click();
      }
    } else {
      const type = ({ p: 'PASS', h: 'HOLD', b: 'BID' } as Record<string, string>)[k];
      const a = type && legal.filter((x) => x.type === type).sort((x, y) => (x.value ?? 0) - (y.value ?? 0))[0];
      if (a) void act(a);
    }
  };
  useEffect(() => {
    const h = (e: KeyboardEvent) => keys.current(e);
    addEventListener('keydown', h);
    return () => removeEventListener('keydown', h);
  }, []);

  const sheet = (held?.view ?? view).match?.sheet ?? [];
  const lastRow = sheet[sheet.length - 1];
  const dealSeatOf = (player: number) => (deal ? deal.players.indexOf(player) : -1);
  const order = me === null ? seatNames.map((_, i) => i) : seatNames.map((_, i) => (me + 1 + i) % seatNames.length).filter((i) => i !== me);
  const tournament = deal?.__typename === 'SkatDealView' && deal.rules.tournamentScoring;
  const turn = live ? view.turn : null;
  const lastShown = showLast && live && deal?.lastTrick;
  const trickCards = lastShown ? deal.lastTrick!.cards : (frame.trick ?? deal?.currentTrick.cards ?? []);
  const taker = lastShown ? (deal.lastTrick!.winner ?? null) : frame.taker;
  const takerName = deal && taker !== null ? seatNames[deal.players[taker]] : null;
  // Where each seat sits on the screen, for the way its card comes to the trick.
  const sideOf = (player: number) =>
    player === me ? 'south' : order.indexOf(player) === 0 ? 'west' : order.indexOf(player) === order.length - 1 ? 'east' : 'north';
  const openHand = deal?.__typename === 'SkatDealView' ? deal.openHand : null;

  return html`<main class="page table-page" data-seq=${Math.max(view.seq, held?.view.seq ?? 0)} data-settled=${live ? 'true' : 'false'} data-phase=${(deal && game?.phase(deal)) ?? view.table.status} data-game=${view.table.game}>
    <header class="bar">
      ${embedded ? null : html`<a href="#/lobby" class="button">${T.lobbyLink}</a>`}
      <h1>${view.table.game === 'TAROCK' ? 'Tarock' : 'Skat'} <small>· ${presetName(view.table.preset)}${view.match ? ` · ${T.dealOf(view.match.dealNumber, view.match.totalDeals)}` : ''}</small>${view.table.rated ? html` <span class="rated" title=${T.ratedTitle}>${T.rated}</span>` : null}</h1>
      <${SoundSwitch} />
      ${embedded ? null : html`<a href=${`#/rules/${view.table.game === 'TAROCK' ? 'tarock' : 'skat'}`} data-testid="rules-link">${T.rulesLink}</a>`}
      <span class=${`conn ${conn}`} role="status">${T.conn[conn === 'live' && store.back.value ? 'back' : conn]}</span>
      ${view.table.turnSeconds && view.turn !== null && !view.match?.over ? html`<${Timer} seconds=${view.table.turnSeconds} turnKey=${`${view.turn}:${view.seq}`} />` : null}
    </header>
    ${view.table.status === 'OPEN' ? html`<${Waiting} view=${view} store=${store} inviteCode=${inviteCode} />` : null}
    ${view.table.status === 'CLOSED' ? html`<p class="card-box">${T.closed}</p>` : null}
    ${deal && !game ? html`<p class="card-box">${T.cannotDraw(deal.__typename)}</p>` : null}
    ${
      deal && game
        ? html`<section class="felt" aria-label=${T.theTable}>
          <div class="opponents">
            ${order.map((p) => {
              const ds = dealSeatOf(p);
              const count = ds >= 0 ? deal.handSizes[ds] : 0;
              const isDeclarer = ds >= 0 && deal.declarer === ds;
              return html`<div class=${`seat${turn === p ? ' turn' : ''}${ds >= 0 && taker === ds ? ' taker' : ''}`} data-seat=${p} aria-current=${turn === p ? 'true' : undefined}>
                <div class="who"><strong>${seatNames[p]}</strong> ${roleOf(deal, p)}${isDeclarer ? ` · ${T.declarer}` : ''}</div>
                <div class="meta">${ds >= 0 ? T.cardsTricks(count, deal.tricksWon[ds]) : T.sitsOut}${turn === p ? ` · ${T.toPlay}` : ''}</div>
                ${
                  isDeclarer && openHand && me !== p
                    ? html`<div class="open-hand" aria-label=${T.openHand}>${game.sortHand(openHand, { deal }).map((c) => html`<${Card} card=${c} deck=${game.deck} />`)}</div>`
                    : html`<div class="backs">${Array.from({ length: Math.min(count, 12) }, () => html`<${CardBack} />`)}</div>`
                }
              </div>`;
            })}
          </div>
          <div class="middle">
            <div class=${`trick${taker !== null ? ' complete' : ''}`} role="group" aria-label=${lastShown ? T.lastTrick : T.trick} data-taker=${taker ?? undefined}>
              ${trickCards.map(
                (c) =>
                  html`<figure key=${c.card} class=${`played from-${sideOf(deal.players[c.seat])}${taker === c.seat ? ' took' : ''}`}><${Card} card=${c.card} deck=${game.deck} /><figcaption>${seatNames[deal.players[c.seat]]}</figcaption></figure>`,
              )}
              ${trickCards.length === 0 ? html`<span class="empty">${showLast ? T.noTrickYet : ''}</span>` : null}
            </div>
            <p class="taker-line" aria-live="polite">${takerName ? T.takesTrick(takerName, taker !== null && deal.players[taker] === me, !!lastShown) : ' '}</p>
            <button type="button" class="small" aria-pressed=${showLast} disabled=${!deal.lastTrick || !live} onClick=${() => setShowLast(!showLast)}>${showLast ? T.backToTrick : T.lastTrick} <kbd>L</kbd></button>
          </div>
          <p class="status" role="status">${game.status(view, seatNames)}${
            turn !== null && !deal.over ? ` · ${turn === me ? T.yourTurn : T.theirTurn(seatNames[turn])}` : ''
          }</p>
          ${game.BiddingHistory ? html`<${game.BiddingHistory} view=${view} names=${seatNames} />` : null}
        </section>
        ${
          pending
            ? html`<p class="card-box pending-move" role="status">${T.pending(pendingCard ? cardName(pendingCard, game.deck) : (T.actions[pending.action.type] ?? pending.action.type))}</p>`
            : null
        }
        ${refused ? html`<p class="card-box refused" role="alert">${refused}</p>` : null}
        ${
          confirm
            ? html`<${Confirm} text=${T.guard[confirm.type]} yes=${T.guardYes[confirm.type]} onYes=${() => {
                const a = confirm;
                setConfirm(null);
                void act(a, true);
              }} onNo=${() => setConfirm(null)} />`
            : null
        }
        <${game.Controls} view=${view} legal=${legal} act=${act} selected=${selected} />
        ${me !== null ? html`<${PutAway} deal=${deal} deck=${game.deck} />` : null}
        ${
          me !== null
            ? html`<section class=${`my-hand${turn === me ? ' turn' : ''}`} aria-label=${T.yourHand}>
              <div class="who"><strong>${seatNames[me]}</strong> ${T.you} ${roleOf(deal, me)}</div>
              <div class="cards">
                ${hand.map(
                  (c, i) =>
                    html`<${Card} card=${c} deck=${game.deck} keyHint=${i < 10 ? String((i + 1) % 10) : undefined} selected=${selected.includes(c)} pending=${c === pendingCard}
                      dim=${plays.size > 0 && !plays.has(c)} disabled=${busy || (pick ? false : !plays.has(c))} onClick=${() => clickCard(c)} />`,
                )}
              </div>
              ${plays.size > 0 && hand.some((c) => !plays.has(c)) ? html`<p class="hint-text why-not" data-testid="why-not">${game.deck === 'tarock' ? T.whyNotTarock : T.whyNot}</p>` : null}
            </section>`
            : html`<p class="spectator">${T.watching}</p>`
        }`
        : null
    }
    ${held && game ? html`<${ResultPanel} held=${held} game=${game} names=${seatNames} goOn=${goOn} last=${!!held.view.match?.over} />` : null}
    ${
      view.match?.over && live
        ? html`<p class="card-box done" role="status">${T.matchOver}${
            embedded
              ? null
              : html` <a href="#/lobby">${T.backToLobby}</a>${view.table.rated ? html` · <a href=${`#/leaderboard/${view.table.game}`} data-testid="to-leaderboard">${T.leaderboard}</a>` : null}`
          }</p>`
        : null
    }
    ${lastRow && game && view.match?.over && live ? html`<${game.Result} row=${lastRow} names=${seatNames} />` : null}
    ${sheet.length && game ? html`<section class="card-box"><h2>${view.table.game === 'TAROCK' ? T.ledger : T.scoreSheet}</h2><${game.Sheet} rows=${sheet} names=${seatNames} tableId=${view.table.id} tournament=${tournament} /></section>` : null}
  </main>`;
}

/** Asks before a move that cannot be undone; focus starts on "Cancel", Escape cancels. */
function Confirm({ text, yes, onYes, onNo }: { text: string; yes: string; onYes: () => void; onNo: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the dialog is painted (a layout effect): an effect ran after it, and a key pressed in
  // between still went to the page behind.
  useLayoutEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLButtonElement>('[data-testid=confirm-no]')?.focus();
    return () => prev?.focus?.();
  }, []);
  return html`<div class="dialog confirm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-text" ref=${ref}
    onKeyDown=${(e: KeyboardEvent) => e.key === 'Escape' && onNo()}>
    <p id="confirm-text">${text}</p>
    <div class="row">
      <button type="button" class="danger" data-testid="confirm-yes" onClick=${onYes}>${yes}</button>
      <button type="button" data-testid="confirm-no" onClick=${onNo}>${t().cancel}</button>
    </div>
  </div>`;
}

/** A deal's result, held until the player goes on (or, for a spectator, a few seconds). */
function ResultPanel({
  held,
  game,
  names,
  goOn,
  last,
}: {
  held: Held;
  game: NonNullable<ReturnType<typeof gameOf>>;
  names: string[];
  goOn: () => void;
  last: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    ref.current?.focus();
    if (held.until === null) return;
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, [held]);
  const row = held.row;
  return html`<section class="result-panel" role="dialog" aria-modal="false" aria-label=${t().resultOf(row.deal)} data-deal=${row.deal}>
    <${game.Result} row=${row} names=${names} />
    <p class="totals">${names.map((n, i) => html`<span>${n}: <strong>${row.totals[i]}</strong></span>`)}</p>
    <button type="button" class="primary big" data-testid="go-on" ref=${ref} onClick=${goOn}>${last ? t().finalList : t().nextDeal}${
      held.until !== null ? ` (${Math.max(0, Math.ceil((held.until - now) / 1000))} s)` : ''
    }</button>
  </section>`;
}

/**
 * The talon or skat and the cards put away, which the server shows the declarer alone (null for
 * anyone else), while the deal is on: drawn apart from the hand.
 */
function PutAway({ deal, deck }: { deal: NonNullable<View['match']>['deal']; deck: 'skat' | 'tarock' }) {
  const T = t();
  let label: string;
  let cards: string[] | null | undefined;
  if (deal.__typename === 'TarockDealView' && !deal.over) {
    // While discarding, which cards of the hand came from the talon; in play, what was put away.
    [label, cards] = deal.tarockPhase === 'DISCARDING' ? [T.fromTalon, deal.talon] : [T.putAwayCounts, deal.discards];
  } else if (deal.__typename === 'SkatDealView' && !deal.over) {
    [label, cards] = deal.phase === 'DISCARDING' ? [T.fromSkat, deal.skat] : [T.putAwayCounts, deal.discards];
  } else return null;
  if (!cards?.length) return null;
  return html`<section class="card-box talon" aria-label=${label}>
    <span class="who">${label}</span> ${cards.map((c) => html`<${Card} card=${c} deck=${deck} />`)}
  </section>`;
}

function roleOf(deal: NonNullable<View['match']>['deal'], player: number): string {
  if (deal.__typename !== 'SkatDealView' && deal.__typename !== 'TarockDealView') return '';
  const r = deal.roles;
  const roles = t().roles;
  return r.forehand === player
    ? `· ${roles.forehand}`
    : r.middlehand === player
      ? `· ${roles.middlehand}`
      : r.rearhand === player
        ? `· ${roles.rearhand}`
        : r.sittingOut === player
          ? `· ${roles.sittingOut}`
          : '';
}

/** The turn timer: counted from when this turn reached the page. */
function Timer({ seconds, turnKey }: { seconds: number; turnKey: string }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const start = Date.now();
    setLeft(seconds);
    const id = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((Date.now() - start) / 1000))), 500);
    return () => clearInterval(id);
  }, [turnKey, seconds]);
  return html`<span class=${`timer${left <= 5 ? ' low' : ''}`} role="timer" aria-label=${t().turnTimer}>⏱ ${left}s</span>`;
}

/** Before the match: the seats, taking one, filling them with bots, the invite link. */
function Waiting({ view, store, inviteCode }: { view: View; store: TableStore; inviteCode?: string }) {
  const seated = view.yourSeat !== null;
  const free = view.table.seats.some((s) => !s.player);
  const link = view.table.inviteCode && !embedded ? `${location.origin}${location.pathname}#/join/${view.table.id}/${view.table.inviteCode}` : null;
  const join = async () => {
    try {
      await run(WebJoinTableDocument, { input: { tableId: view.table.id, inviteCode: inviteCode ?? null } });
    } catch {
      /* toast */
    }
    store.refresh();
  };
  const bots = async () => {
    try {
      await run(WebAddBotsDocument, { input: { tableId: view.table.id, strategy: 'HEURISTIC' } });
    } catch {
      /* toast */
    }
    store.refresh();
  };
  const T = t();
  return html`<section class="card-box waiting">
    <h2>${T.waitingTitle}</h2>
    <ul>${view.table.seats.map((s) => html`<li>${T.seatN(s.index + 1)}: ${s.player ? html`<strong>${s.player.handle}</strong>` : T.free}</li>`)}</ul>
    ${
      link
        ? html`<p>${T.inviteLink}: <input class="invite" readonly value=${link} aria-label=${T.inviteLink} onFocus=${(e: Event) => (e.target as HTMLInputElement).select()} />
          <button type="button" onClick=${() => void navigator.clipboard?.writeText(link).catch(() => {})}>${T.copy}</button></p>`
        : null
    }
    <div class="row">
      ${!seated && free && token.value ? html`<button type="button" class="primary" data-testid="take-seat" onClick=${join}>${T.takeSeat}</button>` : null}
      ${!token.value && !embedded ? html`<button type="button" onClick=${() => go('')}>${T.signInToPlay}</button>` : null}
      ${seated && free ? html`<button type="button" data-testid="add-bots" onClick=${bots}>${T.fillWithBots}</button>` : null}
    </div>
  </section>`;
}

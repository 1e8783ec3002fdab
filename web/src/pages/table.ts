// Table: the feed's view of one table drawn for a player or a spectator. The seats with names,
// card counts and whose turn; your hand in the game's order; the trick and the last trick on
// demand; the controls the game module offers from the legal actions; the turn timer; the last
// deal's result and the score sheet. Every action carries expectedSeq and a clientActionId.
import { html } from 'htm/preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { actionDocument, isActionMutation, legalActionFields, WebAddBotsDocument, WebJoinTableDocument } from '../../../sdk/src/index.js';
import { actionId, run, runMove, token } from '../api.js';
import { Card, CardBack } from '../cards.js';
import { openTable, type TableStore, type View } from '../feed.js';
import { gameOf } from '../games/index.js';
import { viewDrawn } from '../perf.js';
import type { LegalAction } from '../games/types.js';
import { go } from '../router.js';

export function TablePage({ tableId, inviteCode }: { tableId: string; inviteCode?: string }) {
  const store = useMemo<TableStore>(() => openTable(tableId), [tableId]);
  useEffect(() => () => store.close(), [store]);
  const view = store.view.value;
  if (!view) return html`<main class="page"><p>Loading the table…</p></main>`;
  return html`<${Table} view=${view} store=${store} inviteCode=${inviteCode} />`;
}

function names(view: View): string[] {
  return Array.from({ length: view.table.players }, (_, i) => view.table.seats.find((s) => s.index === i)?.player?.name ?? `Seat ${i + 1}`);
}

function Table({ view, store, inviteCode }: { view: View; store: TableStore; inviteCode?: string }) {
  const [busy, setBusy] = useState(false);
  const [showLast, setShowLast] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const deal = view.match?.deal ?? null;
  const game = deal ? gameOf(deal) : null;
  const legal: LegalAction[] = deal?.legalActions ?? [];
  const seatNames = names(view);
  const me = view.yourSeat;

  useLayoutEffect(() => viewDrawn(view.seq), [view.seq]);
  // A new seq clears a half-made selection that no longer fits the hand.
  useEffect(() => setSelected((s) => s.filter((c) => view.hand?.includes(c))), [view.seq]);

  const act = async (a: LegalAction) => {
    if (busy || !isActionMutation(a.mutation)) return;
    setBusy(true);
    try {
      await runMove(actionDocument(a.mutation), { input: { tableId: view.table.id, expectedSeq: view.seq, clientActionId: actionId(), ...legalActionFields(a) } });
      setSelected([]);
    } catch {
      // The toast shows the refusal; draw the table as it is now.
    } finally {
      setBusy(false);
      store.refresh();
    }
  };

  const plays = new Map(legal.filter((a) => a.type === 'PLAY' && a.card).map((a) => [a.card as string, a]));
  const pick = game?.pickCount(legal) ?? 0;
  const hand = game && deal && view.hand ? game.sortHand(view.hand, { deal }) : (view.hand ?? []);

  const clickCard = (card: string) => {
    if (pick) setSelected((s) => (s.includes(card) ? s.filter((c) => c !== card) : s.length < pick ? [...s, card] : [...s.slice(1), card]));
    else {
      const a = plays.get(card);
      if (a) void act(a);
    }
  };

  // Keyboard: 1-9 and 0 play the hand's cards, P pass, H hold, B the lowest bid, L the last trick.
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toLowerCase();
    const n = k === '0' ? 9 : Number(k) - 1;
    if (k >= '0' && k <= '9' && hand[n]) clickCard(hand[n]);
    else if (k === 'l') setShowLast((s) => !s);
    else {
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

  const sheet = view.match?.sheet ?? [];
  const lastRow = sheet[sheet.length - 1];
  const dealSeatOf = (player: number) => (deal ? deal.players.indexOf(player) : -1);
  const order = me === null ? seatNames.map((_, i) => i) : seatNames.map((_, i) => (me + 1 + i) % seatNames.length).filter((i) => i !== me);
  const tournament = deal?.__typename === 'SkatDealView' && deal.rules.tournamentScoring;
  const trickCards = showLast && deal?.lastTrick ? deal.lastTrick.cards : (deal?.currentTrick.cards ?? []);
  const openHand = deal?.__typename === 'SkatDealView' ? deal.openHand : null;

  return html`<main class="page table-page" data-seq=${view.seq} data-phase=${(deal && game?.phase(deal)) ?? view.table.status} data-game=${view.table.game}>
    <header class="bar">
      <a href="#/lobby" class="button">← Lobby</a>
      <h1>${view.table.game === 'TAROCK' ? 'Tarock' : 'Skat'} <small>· ${view.table.preset.toLowerCase()}${view.match ? ` · deal ${view.match.dealNumber} of ${view.match.totalDeals}` : ''}</small>${view.table.rated ? html` <span class="rated" title="A rated match: its end changes the ratings">rated</span>` : null}</h1>
      <span class=${`conn ${store.connection.value}`} role="status">${store.connection.value}</span>
      ${view.table.turnSeconds && view.turn !== null && !view.match?.over ? html`<${Timer} seconds=${view.table.turnSeconds} turnKey=${`${view.turn}:${view.seq}`} />` : null}
    </header>
    ${view.table.status === 'OPEN' ? html`<${Waiting} view=${view} store=${store} inviteCode=${inviteCode} />` : null}
    ${view.table.status === 'CLOSED' ? html`<p class="card-box">This table was closed.</p>` : null}
    ${deal && !game ? html`<p class="card-box">This table plays a game the web table cannot draw yet (${deal.__typename}).</p>` : null}
    ${deal && game
      ? html`<section class="felt" aria-label="The table">
          <div class="opponents">
            ${order.map((p) => {
              const ds = dealSeatOf(p);
              const count = ds >= 0 ? deal.handSizes[ds] : 0;
              const isDeclarer = ds >= 0 && deal.declarer === ds;
              return html`<div class=${`seat${view.turn === p ? ' turn' : ''}`} data-seat=${p} aria-current=${view.turn === p ? 'true' : undefined}>
                <div class="who"><strong>${seatNames[p]}</strong> ${roleOf(deal, p)}${isDeclarer ? ' · declarer' : ''}</div>
                <div class="meta">${ds >= 0 ? `${count} cards · ${deal.tricksWon[ds]} tricks` : 'sits out'}${view.turn === p ? ' · to play' : ''}</div>
                ${isDeclarer && openHand && me !== p
                  ? html`<div class="open-hand" aria-label="Open hand">${game.sortHand(openHand, { deal }).map((c) => html`<${Card} card=${c} deck=${game.deck} />`)}</div>`
                  : html`<div class="backs">${Array.from({ length: Math.min(count, 12) }, () => html`<${CardBack} />`)}</div>`}
              </div>`;
            })}
          </div>
          <div class="middle">
            <div class="trick" aria-label=${showLast ? 'Last trick' : 'Current trick'} aria-live="polite">
              ${trickCards.map(
                (c) => html`<figure class="played"><${Card} card=${c.card} deck=${game.deck} /><figcaption>${seatNames[deal.players[c.seat]]}</figcaption></figure>`,
              )}
              ${trickCards.length === 0 ? html`<span class="empty">${showLast ? 'No trick yet' : ''}</span>` : null}
            </div>
            <button type="button" class="small" aria-pressed=${showLast} disabled=${!deal.lastTrick} onClick=${() => setShowLast(!showLast)}>${showLast ? 'Back to the trick' : 'Last trick'} <kbd>L</kbd></button>
          </div>
          <p class="status" role="status">${game.status(view, seatNames)}${
            view.turn !== null && !deal.over ? ` · ${view.turn === me ? 'your turn' : `${seatNames[view.turn]}'s turn`}` : ''
          }</p>
        </section>
        <${game.Controls} view=${view} legal=${legal} act=${act} selected=${selected} />
        ${me !== null ? html`<${PutAway} deal=${deal} deck=${game.deck} />` : null}
        ${me !== null
          ? html`<section class=${`my-hand${view.turn === me ? ' turn' : ''}`} aria-label="Your hand">
              <div class="who"><strong>${seatNames[me]}</strong> (you) ${roleOf(deal, me)}</div>
              <div class="cards">
                ${hand.map(
                  (c, i) =>
                    html`<${Card} card=${c} deck=${game.deck} keyHint=${i < 10 ? String((i + 1) % 10) : undefined} selected=${selected.includes(c)}
                      dim=${plays.size > 0 && !plays.has(c)} disabled=${busy || (pick ? false : !plays.has(c))} onClick=${() => clickCard(c)} />`,
                )}
              </div>
            </section>`
          : html`<p class="spectator">You are watching this table.</p>`}`
      : null}
    ${view.match?.over
      ? html`<p class="card-box done" role="status">The match is over. <a href="#/lobby">Back to the lobby</a>${view.table.rated ? html` · <a href=${`#/leaderboard/${view.table.game}`} data-testid="to-leaderboard">Leaderboard</a>` : null}</p>`
      : null}
    ${lastRow && game ? html`<${game.Result} row=${lastRow} names=${seatNames} />` : null}
    ${sheet.length && game ? html`<section class="card-box"><h2>${view.table.game === 'TAROCK' ? 'Ledger' : 'Score sheet'}</h2><${game.Sheet} rows=${sheet} names=${seatNames} tableId=${view.table.id} tournament=${tournament} /></section>` : null}
  </main>`;
}

/**
 * Tarock's talon and discards, which the server shows the declarer alone (null for anyone else),
 * while the deal is on: drawn apart from the hand.
 */
function PutAway({ deal, deck }: { deal: NonNullable<View['match']>['deal']; deck: 'skat' | 'tarock' }) {
  if (deal.__typename !== 'TarockDealView' || deal.over) return null;
  // While discarding, which cards of the hand came from the talon; in play, what was put away.
  const [label, cards] = deal.tarockPhase === 'DISCARDING' ? ['From the talon', deal.talon] : ['Put away (counts for you)', deal.discards];
  if (!cards?.length) return null;
  return html`<section class="card-box talon" aria-label=${label}>
    <span class="who">${label}</span> ${cards.map((c) => html`<${Card} card=${c} deck=${deck} />`)}
  </section>`;
}

function roleOf(deal: NonNullable<View['match']>['deal'], player: number): string {
  if (deal.__typename !== 'SkatDealView' && deal.__typename !== 'TarockDealView') return '';
  const r = deal.roles;
  return r.forehand === player ? '· forehand' : r.middlehand === player ? '· middlehand' : r.rearhand === player ? '· rearhand' : r.sittingOut === player ? '· sits out' : '';
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
  return html`<span class=${`timer${left <= 5 ? ' low' : ''}`} role="timer" aria-label="Turn timer">⏱ ${left}s</span>`;
}

/** Before the match: the seats, taking one, filling them with bots, the invite link. */
function Waiting({ view, store, inviteCode }: { view: View; store: TableStore; inviteCode?: string }) {
  const seated = view.yourSeat !== null;
  const free = view.table.seats.some((s) => !s.player);
  const link = view.table.inviteCode ? `${location.origin}${location.pathname}#/join/${view.table.id}/${view.table.inviteCode}` : null;
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
  return html`<section class="card-box waiting">
    <h2>Waiting for players</h2>
    <ul>${view.table.seats.map((s) => html`<li>Seat ${s.index + 1}: ${s.player ? html`<strong>${s.player.handle}</strong>` : 'free'}</li>`)}</ul>
    ${link
      ? html`<p>Invite link: <input class="invite" readonly value=${link} aria-label="Invite link" onFocus=${(e: Event) => (e.target as HTMLInputElement).select()} />
          <button type="button" onClick=${() => void navigator.clipboard?.writeText(link).catch(() => {})}>Copy</button></p>`
      : null}
    <div class="row">
      ${!seated && free && token.value ? html`<button type="button" class="primary" data-testid="take-seat" onClick=${join}>Take a seat</button>` : null}
      ${!token.value ? html`<button type="button" onClick=${() => go('')}>Sign in to play</button>` : null}
      ${seated && free ? html`<button type="button" data-testid="add-bots" onClick=${bots}>Fill the free seats with bots</button>` : null}
    </div>
  </section>`;
}

// Skat at the web table: the hand order of the declared game (Jacks, then the trump suit, then
// the others; Null without trumps), bidding, the skat, the declare dialog with only the legal
// games and announcements, Kontra/Re and the other optional actions, the result with its
// breakdown and the list (with Seeger-Fabian columns under tournament scoring).
import { html } from 'htm/preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { cardName } from '../cards.js';
import { t } from '../i18n.js';
import { embedded } from '../router.js';
import { ACTION_KEYS } from '../keys.js';
import { sortSkatHand } from './skat-order.js';
import type { ControlsProps, Deal, GameModule, LegalAction, ScoreRow } from './types.js';
import type { View } from '../feed.js';

/** A game's name in the page's language (Kreuz, Pik, Herz, Karo in German). */
export const gameLabel = (g: string): string => t().games[g] ?? g;
const actionLabel = (a: string): string => t().actions[a] ?? a;

type Skat = Extract<Deal, { __typename: 'SkatDealView' }>;
const asSkat = (deal: Deal | null | undefined): Skat | null => (deal?.__typename === 'SkatDealView' ? (deal as Skat) : null);

export function contractLabel(c: {
  game: string;
  hand: boolean;
  ouvert: boolean;
  schneiderAnnounced: boolean;
  schwarzAnnounced: boolean;
  tip?: boolean | null;
}): string {
  const T = t();
  const parts = [gameLabel(c.game)];
  if (c.hand) parts.push(T.hand);
  if (c.schneiderAnnounced) parts.push(T.schneiderAnnounced);
  if (c.schwarzAnnounced) parts.push(T.schwarzAnnounced);
  if (c.ouvert) parts.push(T.ouvert);
  if (c.tip) parts.push(T.withTip);
  return parts.join(' ');
}

function Controls({ view, legal, act, selected }: ControlsProps) {
  const deal = asSkat(view.match?.deal);
  const [declaring, setDeclaring] = useState(false);
  if (!deal || legal.length === 0) return null;
  const bids = legal.filter((a) => a.type === 'BID').sort((a, b) => (a.value ?? 0) - (b.value ?? 0));
  const declares = legal.filter((a) => a.type === 'DECLARE');
  const discards = legal.filter((a) => a.type === 'DISCARD');
  const others = legal.filter((a) => !['BID', 'DECLARE', 'DISCARD', 'PLAY'].includes(a.type));
  const discard = discards.find((a) => a.cards && selected.length === 2 && a.cards.every((c) => selected.includes(c)));
  const hand = deal.phase === 'SKAT_DECISION';
  const T = t();
  return html`<div class="controls" role="group" aria-label=${T.yourActions} data-pick=${discards.length ? 2 : 0}>
    ${bids
      .slice(0, 6)
      .map(
        (a, i) =>
          html`<button type="button" class=${i === 0 ? 'primary' : ''} data-action="BID" data-value=${a.value} onClick=${() => act(a)}>${T.bid(a.value ?? 0)}${i === 0 ? html` <kbd>B</kbd>` : null}</button>`,
      )}
    ${others.map(
      (a) =>
        html`<button type="button" data-action=${a.type} onClick=${() => act(a)}>${a.type === 'HOLD' ? T.holdAt(deal.bidding.value ?? 0) : actionLabel(a.type)}${
          ACTION_KEYS[a.type] ? html` <kbd>${ACTION_KEYS[a.type].toUpperCase()}</kbd>` : null
        }</button>`,
    )}
    ${
      discards.length
        ? html`<span class="hint-text">${T.putAwayHint(selected.length, 2)}</span>
          <button type="button" class="primary" data-action="DISCARD" disabled=${!discard} onClick=${() => discard && act(discard)}>${T.putAway} <kbd>W</kbd></button>`
        : null
    }
    ${bids.length || others.some((a) => a.type === 'HOLD') ? html`<${BidTable} />` : null}
    ${
      declares.length && !declaring
        ? html`<button type="button" class="primary" data-action="DECLARE_OPEN" onClick=${() => setDeclaring(true)}>${hand ? T.playHandOpen : T.declareOpen} <kbd>D</kbd></button>`
        : null
    }
    ${
      declaring && declares.length
        ? html`<${DeclareDialog} actions=${declares} hand=${hand} act=${act} close=${() => setDeclaring(false)} cards=${[...(view.hand ?? []), ...(deal.discards ?? [])]} bid=${deal.bid ?? 0} />`
        : null
    }
  </div>`;
}

const BASE: Record<string, number> = { CLUBS: 12, SPADES: 11, HEARTS: 10, DIAMONDS: 9, GRAND: 24 };
const JACKS = ['CJ', 'SJ', 'HJ', 'DJ'];

/** Matadors over the cards known (RULES.md §5): with n (the top trumps held in a row) or without n (negative). */
export function matadors(game: string, cards: string[]): number {
  const suit = SUIT_OF_GAME[game];
  const trumps = [...JACKS, ...(suit ? ['A', 'T', 'K', 'Q', '9', '8', '7'].map((r) => suit + r) : [])];
  const held = new Set(cards);
  const first = held.has(trumps[0]);
  let n = 0;
  while (n < trumps.length && held.has(trumps[n]) === first) n++;
  return first ? n : -n;
}

/**
 * The least a declaration is worth (won, without Schneider reached by play): base × levels, or
 * Null's fixed values. The matadors count over the cards known (in a Hand game the skat is not).
 */
export function declarationValue(
  a: { game?: string | null; ouvert?: boolean | null; schneiderAnnounced?: boolean | null; schwarzAnnounced?: boolean | null },
  hand: boolean,
  cards: string[],
): number {
  const game = a.game ?? '';
  if (game === 'NULL') return a.ouvert ? (hand ? 59 : 46) : hand ? 35 : 23;
  let levels = Math.abs(matadors(game, cards)) + 1 + (hand ? 1 : 0);
  if (a.ouvert || a.schwarzAnnounced) levels += 4;
  else if (a.schneiderAnnounced) levels += 2;
  if (a.ouvert) levels += 1;
  return (BASE[game] ?? 0) * levels;
}

/** What a game is worth at 1 to 5 levels (with or without 1 to 4, game, Hand...): the bids each can reach. */
function BidTable() {
  const T = t();
  const levels = [2, 3, 4, 5, 6];
  return html`<details class="bid-table" data-testid="bid-table"><summary>${T.bidValues}</summary>
    <table class="bid-values">
      <caption class="hint-text">${T.bidValuesCaption}</caption>
      <thead><tr><th>${T.gameWord}</th><th>${T.baseValue}</th>${levels.map((l) => html`<th class="num">×${l}</th>`)}</tr></thead>
      <tbody>
        ${Object.entries(BASE).map(([g, b]) => html`<tr><th>${gameLabel(g)}</th><td class="num">${b}</td>${levels.map((l) => html`<td class="num">${b * l}</td>`)}</tr>`)}
        <tr><th>${gameLabel('NULL')}</th><td colspan="6">23 · ${T.hand} 35 · ${T.ouvert} 46 · ${T.ouvert} ${T.hand} 59</td></tr>
      </tbody>
    </table>
  </details>`;
}

function DeclareDialog({
  actions,
  hand,
  act,
  close,
  cards,
  bid,
}: {
  actions: LegalAction[];
  hand: boolean;
  act: (a: LegalAction) => void;
  close: () => void;
  cards: string[];
  bid: number;
}) {
  const T = t();
  const games = [...new Set(actions.map((a) => a.game as string))];
  const [game, setGame] = useState<string>(games[0]);
  const options = actions.filter((a) => a.game === game);
  const [choice, setChoice] = useState(0);
  const chosen = options[Math.min(choice, options.length - 1)];
  const ref = useRef<HTMLDivElement>(null);
  // Focus follows the dialog: into it when it opens, back to the opener when it closes.
  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLButtonElement>('[aria-checked=true]')?.focus();
    return () => prev?.focus?.();
  }, []);
  const valueOf = (a: LegalAction) => declarationValue(a, hand, cards);
  const best = (g: string) => Math.min(...actions.filter((a) => a.game === g).map(valueOf));
  const value = valueOf(chosen);
  const m = game === 'NULL' ? null : matadors(game, cards);
  return html`<div class="dialog" role="dialog" aria-modal="false" aria-labelledby="declare-title" ref=${ref}
    onKeyDown=${(e: KeyboardEvent) => e.key === 'Escape' && close()}>
    <h3 id="declare-title">${hand ? T.declareHandTitle : T.declareTitle}</h3>
    <div class="games" role="radiogroup" aria-label=${T.gameWord}>
      ${games.map(
        (g) =>
          html`<button type="button" role="radio" aria-checked=${g === game ? 'true' : 'false'} data-game=${g} class=${g === game ? 'primary' : ''} onClick=${() => {
            setGame(g);
            setChoice(0);
          }}>${gameLabel(g)} <span class="value" data-value=${best(g)}>${best(g)}</span></button>`,
      )}
    </div>
    ${
      options.length > 1
        ? html`<fieldset class="announce"><legend>${T.announcements}</legend>
          ${options.map(
            (a, i) =>
              html`<label><input type="radio" name="announce" checked=${a === chosen} onChange=${() => setChoice(i)} /> ${contractLabel({
                game: a.game as string,
                hand,
                ouvert: !!a.ouvert,
                schneiderAnnounced: !!a.schneiderAnnounced,
                schwarzAnnounced: !!a.schwarzAnnounced,
                tip: a.tip,
              })} <span class="value">${valueOf(a)}</span></label>`,
          )}
        </fieldset>`
        : null
    }
    <p class="declare-value" data-testid="declare-value">${T.declareValue(value, m, hand)}</p>
    ${bid && value < bid ? html`<p class="overbid" role="alert" data-testid="overbid">${T.overbidWarning(value, bid)}</p>` : null}
    <div class="row">
      <button type="button" class="primary" data-action="DECLARE" onClick=${() => {
        close();
        act(chosen);
      }}>${T.play(gameLabel(game))}</button>
      <button type="button" onClick=${close}>${T.cancel}</button>
    </div>
  </div>`;
}

function Result({ row, names }: { row: ScoreRow; names: string[] }) {
  if (row.__typename !== 'SkatScoreRow') return null;
  const T = t();
  const g = row.game;
  const who = (p: number | null | undefined) => (p === null || p === undefined ? '—' : (names[p] ?? `${p + 1}`));
  const mult = row.multipliers.map((m) => `${T.multiplierNames[m.kind] ?? m.kind} ×${m.factor}`).join(', ');
  let body;
  if (row.kind === 'GAME' && g) {
    const levels = g.levels.map((l) => `${T.levelName[l.name] ?? l.name.toLowerCase().replace(/_/g, ' ')}${l.count > 1 ? ` ×${l.count}` : ''}`).join(', ');
    body = html`<p>${T.playedAnd(who(row.declarer === null || row.declarer === undefined ? null : row.seats[row.declarer]), contractLabel(g.contract), g.won)}: ${g.score > 0 ? '+' : ''}${g.score}.</p>
      <dl class="breakdown">
        <dt>${T.cardPoints}</dt><dd>${g.declarerPoints} : ${g.defenderPoints}</dd>
        ${g.contract.game !== 'NULL' ? html`<dt>${T.matadorsWord}</dt><dd>${T.withWithout(g.matadors)}</dd><dt>${T.levelsWord}</dt><dd>${levels || '—'}</dd><dt>${T.baseValue}</dt><dd>${g.base}</dd>` : null}
        <dt>${T.gameValue}</dt><dd>${g.gameValue}</dd>
        <dt>${T.bidWord}</dt><dd>${g.bid}${g.overbid ? ` (${T.overbid})` : ''}</dd>
        ${g.schneider || g.schwarz ? html`<dt>${T.reached}</dt><dd>${[g.schneider ? T.schneider : '', g.schwarz ? T.schwarz : ''].filter(Boolean).join(', ')}</dd>` : null}
        ${mult ? html`<dt>${T.multipliers}</dt><dd>${mult}</dd>` : null}
        <dt>${T.valueWord}</dt><dd>${g.value}</dd>
      </dl>`;
  } else if (row.kind === 'RAMSCH' && row.ramsch) {
    const r = row.ramsch;
    const lost = r.durchmarsch !== null && r.durchmarsch !== undefined ? T.durchmarsch(who(r.durchmarsch)) : T.ramschLost(r.losers.map(who).join(', '));
    body = html`<p>Ramsch: ${lost}${r.jungfrau ? ` (${T.jungfrau})` : ''}.</p>
      <dl class="breakdown"><dt>${T.cardPoints}</dt><dd>${(r.cardPoints ?? []).map((p) => p ?? '—').join(' : ')}</dd>${mult ? html`<dt>${T.multipliers}</dt><dd>${mult}</dd>` : null}</dl>`;
  } else {
    body = html`<p>${T.allPassed}</p>`;
  }
  const sf = row.seegerFabian;
  return html`<section class="result" aria-live="polite" data-deal=${row.deal}>
    <h3>${T.dealTitle(row.deal)}</h3>
    ${body}
    ${sf ? html`<p class="sf">${T.seegerFabianLine(sf.valueScore, sf.declarerBonus, sf.othersBonus)}</p>` : null}
  </section>`;
}

/**
 * The Skat list as players keep it: a row per deal with the game and its value, a column per
 * player with the running total (the deal's score beside it), and at the foot each player's
 * total, games won and lost as declarer, named Seeger-Fabian when the table scores so.
 */
function Sheet({ rows, names, tableId, tournament }: { rows: ScoreRow[]; names: string[]; tableId: string; tournament: boolean }) {
  const T = t();
  const totals = rows.length ? rows[rows.length - 1].totals : names.map(() => 0);
  const won = names.map(() => 0);
  const lost = names.map(() => 0);
  for (const r of rows)
    if (r.__typename === 'SkatScoreRow' && r.kind === 'GAME' && r.game && r.declarer !== null && r.declarer !== undefined)
      (r.game.won ? won : lost)[r.seats[r.declarer]]++;
  return html`<table class="sheet skat-list" aria-label=${tournament ? `${T.scoreSheet} (Seeger-Fabian)` : T.scoreSheet}>
    <thead><tr><th>#</th><th>${T.gameWord}</th>${names.map((n) => html`<th class="num">${n}</th>`)}${embedded ? null : html`<th>${T.replay}</th>`}</tr></thead>
    <tbody>
      ${rows.map((row) => {
        const s = row.__typename === 'SkatScoreRow' ? row : null;
        const game = s?.kind === 'GAME' && s.game ? `${contractLabel(s.game.contract)} ${s.game.value}` : s?.kind === 'RAMSCH' ? 'Ramsch' : T.passedIn;
        return html`<tr>
          <td>${row.deal}</td>
          <td>${game}${s?.game ? (s.game.won ? ` ✓ ${T.won}` : ` ✗ ${T.lost}`) : ''}</td>
          ${row.scores.map((sc, i) => html`<td class="num"><strong class="running">${row.totals[i]}</strong>${sc ? html` <small>(${sc > 0 ? `+${sc}` : sc})</small>` : null}</td>`)}
          ${embedded ? null : html`<td><a href=${`#/replay/${tableId}/${row.deal}`}>${T.replay}</a></td>`}
        </tr>`;
      })}
    </tbody>
    <tfoot>
      <tr><th colspan="2">${tournament ? `${T.total} (Seeger-Fabian)` : T.total}</th>${totals.map((x) => html`<th class="num" data-total>${x}</th>`)}<th></th></tr>
      <tr><td colspan="2">${T.gamesWon}</td>${won.map((x) => html`<td class="num">${x}</td>`)}<td></td></tr>
      <tr><td colspan="2">${T.gamesLost}</td>${lost.map((x) => html`<td class="num">${x}</td>`)}<td></td></tr>
    </tfoot>
  </table>`;
}

/** The bidding so far, call by call (the view's `bidding.history`): during the bidding and after it. */
function BiddingHistory({ view, names }: { view: View; names: string[] }) {
  const deal = asSkat(view.match?.deal);
  const calls = deal?.bidding.history ?? [];
  if (!deal || deal.over || !calls.length) return null;
  const T = t();
  const who = (seat: number) => names[deal.players[seat]] ?? T.seatN(seat + 1);
  return html`<p class="bid-history" data-testid="bid-history"><span>${deal.phase === 'BIDDING' ? T.biddingHistory : T.biddingDone}:</span> ${calls.map(
    (c, i) =>
      html`${i ? ' · ' : ''}<span data-seat=${c.seat} data-call=${c.call} data-value=${c.value}>${
        c.call === 'BID' ? T.mv.bids(who(c.seat), c.value) : c.call === 'HOLD' ? T.mv.held(who(c.seat), c.value) : T.mv.passed(who(c.seat), c.value)
      }</span>`,
  )}</p>`;
}

const SUIT_OF_GAME: Record<string, string> = { CLUBS: 'C', SPADES: 'S', HEARTS: 'H', DIAMONDS: 'D' };

/** Who takes a trick (RULES.md §4): the highest trump, else the highest card of the suit led; Null has no trumps and its own order. */
export function skatTrickTaker(cards: { seat: number; card: string }[], game: string | null): number | null {
  if (!cards.length) return null;
  const nul = game === 'NULL';
  const trumpSuit = game ? SUIT_OF_GAME[game] : undefined;
  const isTrump = (c: string) => !nul && (c[1] === 'J' || c[0] === trumpSuit);
  const jacks = 'DHSC';
  const order = nul ? '789TJQKA' : '789QKTA';
  const strength = (c: string) => (isTrump(c) ? 100 + (c[1] === 'J' ? 20 + jacks.indexOf(c[0]) : order.indexOf(c[1])) : order.indexOf(c[1]));
  const led = isTrump(cards[0].card) ? 'T' : cards[0].card[0];
  let best = cards[0];
  for (const c of cards.slice(1)) {
    const follows = isTrump(c.card) || (led !== 'T' && c.card[0] === led);
    if (follows && strength(c.card) > strength(best.card)) best = c;
  }
  return best.seat;
}

export const skat: GameModule = {
  dealType: 'SkatDealView',
  title: 'Skat',
  recordType: 'SkatDealRecord',
  deck: 'skat',
  phase: (deal) => asSkat(deal)?.phase ?? null,
  takesTalon: (move) => move.type === 'PICK_UP_SKAT',
  sortHand(hand, of) {
    const record = of.record?.__typename === 'SkatDealRecord' ? of.record : null;
    return sortSkatHand(hand, (record ? record.declaration?.game : asSkat(of.deal)?.declaration?.game) ?? null);
  },
  describeMove(m, names) {
    const T = t();
    const who = names[m.seat] ?? T.seatN(m.seat + 1);
    switch (m.type) {
      case 'BID':
        return T.mv.bids(who, m.value ?? 0);
      case 'HOLD':
        return T.mv.held(who, m.value ?? 0);
      case 'PASS':
        return T.mv.passed(who, m.value ?? 0);
      case 'PLAY':
        return T.mv.plays(who, cardName(m.card ?? ''));
      case 'DISCARD':
        return T.mv.putsAway(
          who,
          (m.cards ?? []).map((c) => cardName(c)),
        );
      case 'DECLARE':
        return T.mv.declares(
          who,
          contractLabel({
            game: m.game ?? '',
            hand: false,
            ouvert: !!m.ouvert,
            schneiderAnnounced: !!m.schneiderAnnounced,
            schwarzAnnounced: !!m.schwarzAnnounced,
            tip: m.tip,
          }),
        );
      default:
        return T.mv.other(who, actionLabel(m.type));
    }
  },
  trickTaker(cards, record) {
    return record.__typename === 'SkatDealRecord' ? skatTrickTaker(cards, record.declaration?.game ?? null) : null;
  },
  pickCount(legal) {
    return legal.some((a) => a.type === 'DISCARD') ? 2 : 0;
  },
  status(view, names) {
    const deal = asSkat(view.match?.deal);
    if (!deal) return '';
    const name = (dealSeat: number | null | undefined) => (dealSeat === null || dealSeat === undefined ? '' : (names[deal.players[dealSeat]] ?? ''));
    const T = t();
    const decl = deal.declaration ? T.st.plays(name(deal.declarer), contractLabel(deal.declaration), deal.bid) : '';
    const extra = [deal.kontra ? 'Kontra' : '', deal.re ? 'Re' : ''].filter(Boolean).join(', ');
    switch (deal.phase) {
      case 'BIDDING': {
        const out = deal.bidding.passed.flatMap((p, seat) => (p ? [name(seat)] : []));
        const said = deal.bidding.value ? T.biddingAt(deal.bidding.value, name(deal.bidding.bidder), name(deal.bidding.answerer)) : T.bidding;
        return out.length ? `${said} · ${T.passedBy(out.join(', '))}` : said;
      }
      case 'SKAT_DECISION':
        return T.st.wonBidding(name(deal.declarer), deal.bid);
      case 'DISCARDING':
        return T.st.putsAway(name(deal.declarer));
      case 'DECLARING':
        return T.st.declares(name(deal.declarer));
      case 'GRAND_HAND_OFFER':
        return T.st.grandHandOffer;
      case 'PLAYING':
        return [decl || 'Ramsch', extra].filter(Boolean).join(' · ');
      default:
        return decl;
    }
  },
  Controls,
  BiddingHistory,
  Result,
  Sheet,
};

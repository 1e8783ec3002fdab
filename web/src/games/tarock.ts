// Bavarian Tarock at the web table (RULES.md §10): the hand in the contract's order, the bidding
// with only the feed's legal levels (Frage, Heart Frage, Solo, ... in simple Tarock; Pick-Up and
// the Hand targets in Haferltarock), hold and pass, the contract and trump, the talon and the
// discard of three cards picked in the hand, the deal's result and the ledger with the pot.
import { html } from 'htm/preact';
import { cardName } from '../cards.js';
import { sortTarockHand, tarockTrickTaker } from './tarock-order.js';
import { t } from '../i18n.js';
import { embedded } from '../router.js';
import type { ControlsProps, Deal, GameModule, LegalAction, ScoreRow } from './types.js';
import type { View } from '../feed.js';

/** Words for Tarock's contracts, trumps and outcomes, in the page's language. */
const contractName = (c: string): string => t().tk.contracts[c] ?? c;
const trumpName = (c: string): string => t().tk.trumps[c] ?? c;

type Tarock = Extract<Deal, { __typename: 'TarockDealView' }>;
const asTarock = (deal: Deal | null | undefined): Tarock | null => (deal?.__typename === 'TarockDealView' ? (deal as Tarock) : null);

/** A contract in words: "Solo, trumps Acorns ♣", "Hand 71". */
export function tarockContractLabel(c: { type?: string | null; contract?: string | null; trump?: string | null; target?: number | null }): string {
  const type = c.type ?? c.contract ?? '';
  const parts = [type === 'HAND' && c.target ? `Hand ${c.target}` : contractName(type)];
  // A Heart Frage or Heart Solo says its trump already.
  if (c.trump && !type.startsWith('HEART_')) parts.push(t().tk.trumps_(trumpName(c.trump)));
  return parts.join(', ');
}

/** A bid's words: a contract level, Pick-Up or a Hand target. */
const bidLabel = (a: { contract?: string | null; target?: number | null }) => (a.target ? `Hand ${a.target}` : contractName(a.contract ?? ''));

function Controls({ view, legal, act, selected }: ControlsProps) {
  const deal = asTarock(view.match?.deal);
  if (!deal || legal.length === 0) return null;
  const bids = legal.filter((a) => a.type === 'BID');
  const declares = legal.filter((a) => a.type === 'DECLARE');
  const discards = legal.filter((a) => a.type === 'DISCARD');
  const others = legal.filter((a) => a.type === 'PASS' || a.type === 'HOLD');
  const choose = discards[0]?.choose ?? 3;
  const ready = selected.length === choose;
  // The discard is listed once per trump choice with the whole hand: the picked cards go with it.
  const discardWith = (a: LegalAction): LegalAction => ({ ...a, cards: [...selected], choose: null });
  const holder = deal.holder;
  const holding = holder !== null && holder !== undefined ? deal.bids.filter((b) => b.call === 'BID').slice(-1)[0] : undefined;
  return html`<div class="controls" role="group" aria-label=${t().yourActions} data-pick=${discards.length ? choose : 0}>
    ${bids.map(
      (a, i) =>
        html`<button type="button" class=${i === 0 ? 'primary' : ''} data-action="BID" data-value=${a.target ?? a.contract} onClick=${() => act(a)}>${bidLabel(a)}${
          i === 0 ? html` <kbd>B</kbd>` : null
        }</button>`,
    )}
    ${others.map(
      (a) =>
        html`<button type="button" data-action=${a.type} onClick=${() => act(a)}>${a.type === 'HOLD' && holding ? t().tk.holdAt(bidLabel({ contract: holding.level, target: holding.target })) : a.type === 'HOLD' ? t().actions.HOLD : t().actions.PASS}${
          a.type === 'PASS' ? html` <kbd>P</kbd>` : html` <kbd>H</kbd>`
        }</button>`,
    )}
    ${
      declares.length
        ? html`<span class="hint-text">${t().tk.yourContract}</span>
          ${declares.map(
            (a, i) =>
              html`<button type="button" class=${i === 0 ? 'primary' : ''} data-action="DECLARE" data-contract=${a.contract} data-trump=${a.trump ?? ''} onClick=${() => act(a)}>${t().play(tarockContractLabel({ contract: a.contract, trump: a.trump, target: a.target }))}</button>`,
          )}`
        : null
    }
    ${
      discards.length
        ? html`<span class="hint-text">${t().putAwayHint(selected.length, choose)}${discards.some((a) => a.trump) ? ` ${t().tk.thenTrumps}` : ''}</span>
          ${discards.map(
            (a) =>
              html`<button type="button" class="primary" data-action="DISCARD" data-trump=${a.trump ?? ''} disabled=${!ready} onClick=${() => ready && act(discardWith(a))}>${t().putAway}${a.trump ? `, ${t().tk.trumps_(trumpName(a.trump))}` : ''}</button>`,
          )}`
        : null
    }
    ${bids.length || declares.length ? html`<ul class="explain hint-text" data-testid="contracts-explained">${[...new Set([...bids, ...declares].map((a) => (a.type === 'BID' && a.target ? 'HAND' : a.contract) as string).filter((c) => c && t().tarockContracts[c]))].map((c) => html`<li>${t().tarockContracts[c]}</li>`)}</ul>` : null}
  </div>`;
}

/** The bidding so far, call by call (the view's `bids`): during the bidding and after it. */
function BiddingHistory({ view, names }: { view: View; names: string[] }) {
  const deal = asTarock(view.match?.deal);
  const calls = deal?.bids ?? [];
  if (!deal || deal.over || !calls.length) return null;
  const T = t();
  const who = (seat: number) => names[deal.players[seat]] ?? T.seatN(seat + 1);
  return html`<p class="bid-history" data-testid="bid-history"><span>${deal.tarockPhase === 'BIDDING' ? T.biddingHistory : T.biddingDone}:</span> ${calls.map(
    (c, i) =>
      html`${i ? ' · ' : ''}<span data-seat=${c.seat} data-call=${c.call}>${
        c.call === 'BID'
          ? T.mv.bids(who(c.seat), bidLabel({ contract: c.level, target: c.target }))
          : c.call === 'HOLD'
            ? T.mv.held(who(c.seat), '')
            : T.mv.passed(who(c.seat), 0)
      }</span>`,
  )}</p>`;
}

function Result({ row, names }: { row: ScoreRow; names: string[] }) {
  if (row.__typename !== 'TarockScoreRow') return null;
  const T = t();
  const who = (p: number | null | undefined) => (p === null || p === undefined ? '—' : (names[p] ?? `${p + 1}`));
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const body =
    row.outcome === 'REDEAL' || !row.contract
      ? html`<p>${T.tk.redeal}</p>`
      : html`<p><strong>${who(row.declarer === null || row.declarer === undefined ? null : row.seats[row.declarer])}</strong> ${T.tk.played} <strong>${tarockContractLabel(row.contract)}</strong> ${T.tk.and} <strong class=${row.outcome === 'WON' ? 'won' : row.outcome === 'LOST' ? 'lost' : ''}>${T.tk.outcomes[row.outcome] ?? row.outcome}</strong>.</p>`;
  return html`<section class="result" aria-live="polite" data-deal=${row.deal}>
    <h3>${T.dealTitle(row.deal)}</h3>
    ${body}
    <dl class="breakdown">
      ${row.declarerPoints !== null && row.declarerPoints !== undefined ? html`<dt>${T.cardPoints}</dt><dd>${row.declarerPoints} : ${120 - row.declarerPoints}${row.contract?.target ? ` (${T.tk.target} ${row.contract.target})` : ''}</dd>` : null}
      ${row.schneider || row.durch ? html`<dt>${T.reached}</dt><dd>${[row.schneider ? 'Schneider' : '', row.durch ? 'Durch' : ''].filter(Boolean).join(', ')}</dd>` : null}
      <dt>${T.tk.payments}</dt><dd>${row.scores.map((s, i) => `${who(i)} ${signed(s)}`).join(', ')}</dd>
      ${row.potChange !== null && row.potChange !== undefined ? html`<dt>${T.tk.pot}</dt><dd>${row.potChange ? `${signed(row.potChange)} → ${row.potBalance}` : T.tk.unchanged(row.potBalance ?? 0)}</dd>` : null}
    </dl>
    <p class="hint-text">${t().paymentLine}${row.potChange !== null && row.potChange !== undefined ? ` ${t().potLine}` : ''}</p>
  </section>`;
}

function Sheet({ rows, names, tableId }: { rows: ScoreRow[]; names: string[]; tableId: string; tournament: boolean }) {
  const totals = rows.length ? rows[rows.length - 1].totals : names.map(() => 0);
  const pot = rows.some((r) => r.__typename === 'TarockScoreRow' && r.potBalance !== null && r.potBalance !== undefined);
  const last = rows[rows.length - 1];
  const W = t();
  return html`<table class="sheet ledger" aria-label=${W.ledger}>
    <thead><tr><th>#</th><th>${W.tk.contract}</th>${names.map((n) => html`<th>${n}</th>`)}${pot ? html`<th>${W.tk.pot}</th>` : null}${embedded ? null : html`<th>${W.replay}</th>`}</tr></thead>
    <tbody>
      ${rows.map((row) => {
        const t = row.__typename === 'TarockScoreRow' ? row : null;
        const contract = t?.contract
          ? `${names[t.declarer === null || t.declarer === undefined ? -1 : t.seats[t.declarer]] ?? ''}: ${tarockContractLabel(t.contract)} ${t.outcome === 'WON' ? '✓' : t.outcome === 'LOST' ? '✗' : '='}`
          : W.tk.redealShort;
        return html`<tr>
          <td>${row.deal}</td>
          <td>${contract}</td>
          ${row.scores.map((sc, i) => html`<td class="num">${sc ? (sc > 0 ? `+${sc}` : sc) : ''}<span class="running">${row.totals[i]}</span></td>`)}
          ${pot ? html`<td class="num">${t?.potChange ? (t.potChange > 0 ? `+${t.potChange}` : t.potChange) : ''}<span class="running">${t?.potBalance ?? ''}</span></td>` : null}
          ${embedded ? null : html`<td><a href=${`#/replay/${tableId}/${row.deal}`}>${W.replay}</a></td>`}
        </tr>`;
      })}
    </tbody>
    <tfoot><tr><th colspan="2">${W.tk.balance}</th>${totals.map((t) => html`<th class="num">${t}</th>`)}${pot ? html`<th class="num">${last?.__typename === 'TarockScoreRow' ? (last.potBalance ?? '') : ''}</th>` : null}<th></th></tr></tfoot>
  </table>`;
}

export const tarock: GameModule = {
  dealType: 'TarockDealView',
  title: 'Tarock',
  recordType: 'TarockDealRecord',
  deck: 'tarock',
  phase: (deal) => asTarock(deal)?.tarockPhase ?? null,
  sortHand(hand, of) {
    const record = of.record?.__typename === 'TarockDealRecord' ? of.record : null;
    const c = record ? record.contract : asTarock(of.deal)?.declaration;
    return sortTarockHand(hand, c?.type ?? null, c?.trump ?? null);
  },
  describeMove(m, names) {
    const T = t();
    const who = names[m.seat] ?? T.seatN(m.seat + 1);
    switch (m.type) {
      case 'BID':
        return T.mv.bids(who, bidLabel(m));
      case 'PLAY':
        return T.mv.plays(who, cardName(m.card ?? '', 'tarock'));
      case 'DISCARD':
        return `${T.mv.putsAway(
          who,
          (m.cards ?? []).map((c) => cardName(c, 'tarock')),
        )}${m.trump ? `, ${T.tk.trumps_(trumpName(m.trump))}` : ''}`;
      case 'DECLARE':
        return T.mv.playsContract(who, tarockContractLabel(m));
      default:
        return T.mv.other(who, T.actions[m.type] ?? m.type.toLowerCase());
    }
  },
  pickCount(legal) {
    return legal.find((a) => a.type === 'DISCARD')?.choose ?? 0;
  },
  trickTaker(cards, record) {
    return record.__typename === 'TarockDealRecord' ? tarockTrickTaker(cards, record.contract?.type ?? null, record.contract?.trump ?? null) : null;
  },
  takesTalon(move) {
    return move.type === 'DECLARE' && ['FRAGE', 'HEART_FRAGE', 'PICK_UP'].includes(move.contract ?? '');
  },
  status(view, names) {
    const deal = asTarock(view.match?.deal);
    if (!deal) return '';
    const name = (dealSeat: number | null | undefined) => (dealSeat === null || dealSeat === undefined ? '' : (names[deal.players[dealSeat]] ?? ''));
    const T = t();
    const match = view.match;
    const pot = match && 'tarock' in match ? match.tarock?.pot : null;
    const potText = pot !== null && pot !== undefined ? T.tkSt.pot(pot) : '';
    const last = deal.bids.filter((b) => b.call === 'BID').slice(-1)[0];
    const lastBid = last ? bidLabel({ contract: last.level, target: last.target }) : null;
    switch (deal.tarockPhase) {
      case 'BIDDING':
        return `${lastBid ? T.tkSt.biddingAt(lastBid, name(deal.holder)) : T.bidding}${potText}`;
      case 'DECLARING':
        return `${T.tkSt.wonBidding(name(deal.declarer), lastBid)}${potText}`;
      case 'DISCARDING':
        return `${T.tkSt.talon(name(deal.declarer))}${potText}`;
      case 'PLAYING':
        return `${deal.declaration ? T.tkSt.plays(name(deal.declarer), tarockContractLabel(deal.declaration)) : ''}${potText}`;
      default:
        return `${deal.declaration ? T.tkSt.played(name(deal.declarer), tarockContractLabel(deal.declaration)) : ''}${potText}`;
    }
  },
  Controls,
  BiddingHistory,
  Result,
  Sheet,
};

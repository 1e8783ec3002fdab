// Replay: a finished deal from its record, move by move (every card), with all hands shown.
// Arrow keys step; Home and End jump to the start and the end; Play (or P) steps by itself at the
// table's pace (pace.ts), a finished trick held with its taker marked.
import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { WebDealRecordDocument, type WebDealRecordQuery } from '../../../sdk/src/index.js';
import { run } from '../api.js';
import { Card } from '../cards.js';
import { gameOfRecord } from '../games/index.js';
import { DELAYS } from '../pace.js';
import { t } from '../i18n.js';
import type { GameModule } from '../games/types.js';

type Record = WebDealRecordQuery['dealRecord']['record'];

interface Step {
  hands: string[][];
  trick: { seat: number; card: string }[];
  skat: string[];
}

/** The hands and the trick after the first `k` moves. */
function stepOf(record: Record, game: GameModule, k: number): Step {
  const hands = record.hands.map((h) => [...h]);
  const seats = hands.length;
  const skat = record.__typename === 'SkatDealRecord' ? [...record.skat] : record.__typename === 'TarockDealRecord' ? [...record.talon] : [];
  let trick: { seat: number; card: string }[] = [];
  for (const m of record.moves.slice(0, k)) {
    if (trick.length === seats) trick = [];
    const hand = hands[m.seat];
    if (game.takesTalon(m)) hand.push(...skat.splice(0));
    else if (m.type === 'DISCARD') for (const c of m.cards ?? []) hand.splice(hand.indexOf(c), 1);
    else if (m.type === 'PLAY' && m.card) {
      hand.splice(hand.indexOf(m.card), 1);
      trick.push({ seat: m.seat, card: m.card });
    }
  }
  return { hands, trick, skat };
}

export function ReplayPage({ tableId, deal }: { tableId: string; deal: number }) {
  const [rec, setRec] = useState<WebDealRecordQuery['dealRecord'] | null>(null);
  const [k, setK] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    run(WebDealRecordDocument, { tableId, deal }).then(
      (d) => setRec(d.dealRecord),
      () => {},
    );
  }, [tableId, deal]);
  const total = rec?.record.moves.length ?? 0;
  useEffect(() => {
    const h = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setK((x) => Math.min(total, x + 1));
      else if (e.key === 'ArrowLeft') setK((x) => Math.max(0, x - 1));
      else if (e.key === 'Home') setK(0);
      else if (e.key === 'End') setK(total);
      else if (e.key.toLowerCase() === 'p') setPlaying((p) => !p);
    };
    addEventListener('keydown', h);
    return () => removeEventListener('keydown', h);
  }, [total]);
  const record = rec?.record;
  const game = record ? gameOfRecord(record) : null;
  const step = record && game ? stepOf(record, game, k) : null;
  const seats = record?.players.length ?? 3;
  const full = !!step && step.trick.length === seats;
  // Who took a whole trick: the next card's player, or for the last trick the game's own rule.
  const next = record?.moves[k];
  const taker = !full || !record ? null : next?.type === 'PLAY' ? next.seat : (game?.trickTaker?.(step.trick, record) ?? null);
  useEffect(() => {
    if (!playing) return;
    if (k >= total) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(
      () => setK((x) => Math.min(total, x + 1)),
      DELAYS.scaled(full ? DELAYS.trick : record?.moves[k]?.type === 'PLAY' ? DELAYS.card : DELAYS.move),
    );
    return () => clearTimeout(id);
  }, [playing, k, total]);
  const T = t();
  if (!rec || !record) return html`<main class="page"><p>${T.loadingRecord}</p></main>`;
  if (!game) return html`<main class="page"><p>${T.cannotReplay(record.__typename)}</p></main>`;
  const names: string[] = [];
  for (const p of record.players) names[p.seat] = p.name;
  if (!step) return null;
  const last = k > 0 ? game.describeMove(record.moves[k - 1], names) : T.theDeal;
  return html`<main class="page replay" data-step=${k}>
    <header class="bar">
      <a href=${`#/table/${tableId}`} class="button">${T.backToTable}</a>
      <h1>${T.replay} <small>· ${T.replayDeal(deal)}</small></h1>
    </header>
    <div class="row stepper" role="group" aria-label=${T.stepGroup}>
      <button type="button" onClick=${() => setK(0)} disabled=${k === 0} aria-label=${T.stepStart}>«</button>
      <button type="button" onClick=${() => setK(k - 1)} disabled=${k === 0} aria-label=${T.stepPrevious}>◀</button>
      <span role="status">${k} / ${total}: ${last}</span>
      <button type="button" class="primary" data-testid="replay-next" data-autofocus onClick=${() => setK(k + 1)} disabled=${k >= total} aria-label=${T.stepNext}>▶</button>
      <button type="button" onClick=${() => setK(total)} disabled=${k >= total} aria-label=${T.stepEnd}>»</button>
      <button type="button" data-testid="replay-play" aria-pressed=${playing} onClick=${() => setPlaying(!playing)}>${playing ? T.pause : T.playWord} <kbd>P</kbd></button>
    </div>
    ${step.hands.map(
      (h, seat) => html`<section class="seat replay-hand" aria-label=${T.handOf(names[seat])}>
        <div class="who"><strong>${names[seat]}</strong></div>
        <div class="cards">${game.sortHand(h, { record }).map((c) => html`<${Card} card=${c} deck=${game.deck} />`)}</div>
      </section>`,
    )}
    ${step.skat.length ? html`<section class="seat"><div class="who">${game.deck === 'tarock' ? T.talon : T.skat}</div><div class="cards">${step.skat.map((c) => html`<${Card} card=${c} deck=${game.deck} />`)}</div></section>` : null}
    <div class=${`trick${taker !== null ? ' complete' : ''}`} role="group" aria-label=${T.trick} data-taker=${taker ?? undefined}>${step.trick.map(
      (c) =>
        html`<figure key=${c.card} class=${`played from-north${taker === c.seat ? ' took' : ''}`}><${Card} card=${c.card} deck=${game.deck} /><figcaption>${names[c.seat]}</figcaption></figure>`,
    )}</div>
    <p class="taker-line" aria-live="polite">${taker !== null ? T.takesTrick(names[taker], false, false) : ' '}</p>
  </main>`;
}

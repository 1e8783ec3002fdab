// Card faces: a suit symbol and a rank, with the suit's letter for screen readers and for
// anyone who cannot tell the four colours apart. A card is a suit letter and a rank letter: Skat's
// French deck (`CJ`, `HT`) or Tarock's German one (`EA`, `SU`), which share letters (S, H), so a
// face is drawn for its deck.
import { html } from 'htm/preact';
import { t } from './i18n.js';

export type Deck = 'skat' | 'tarock';
type Suits = Record<string, { symbol: string; name: string; cls: string }>;
type Ranks = Record<string, { short: string; name: string }>;

const SKAT_SUITS: Suits = {
  C: { symbol: '♣', name: 'clubs', cls: 'suit-c' },
  S: { symbol: '♠', name: 'spades', cls: 'suit-s' },
  H: { symbol: '♥', name: 'hearts', cls: 'suit-h' },
  D: { symbol: '♦', name: 'diamonds', cls: 'suit-d' },
};
const SKAT_RANKS: Ranks = {
  A: { short: 'A', name: 'ace' },
  T: { short: '10', name: 'ten' },
  K: { short: 'K', name: 'king' },
  Q: { short: 'Q', name: 'queen' },
  J: { short: 'J', name: 'jack' },
  '9': { short: '9', name: 'nine' },
  '8': { short: '8', name: 'eight' },
  '7': { short: '7', name: 'seven' },
};
// German suits drawn with the French symbols they stand for (Acorns-clubs, Leaves-spades,
// Hearts, Bells-diamonds); the letter in the corner is the German one.
const TAROCK_SUITS: Suits = {
  E: { symbol: '♣', name: 'acorns', cls: 'suit-c' },
  G: { symbol: '♠', name: 'leaves', cls: 'suit-s' },
  H: { symbol: '♥', name: 'hearts', cls: 'suit-h' },
  S: { symbol: '♦', name: 'bells', cls: 'suit-d' },
};
const TAROCK_RANKS: Ranks = {
  A: { short: 'A', name: 'ace' },
  T: { short: '10', name: 'ten' },
  K: { short: 'K', name: 'king' },
  O: { short: 'O', name: 'ober' },
  U: { short: 'U', name: 'unter' },
  '9': { short: '9', name: 'nine' },
  '8': { short: '8', name: 'eight' },
  '7': { short: '7', name: 'seven' },
  '6': { short: '6', name: 'six' },
};
const DECKS: Record<Deck, { suits: Suits; ranks: Ranks }> = {
  skat: { suits: SKAT_SUITS, ranks: SKAT_RANKS },
  tarock: { suits: TAROCK_SUITS, ranks: TAROCK_RANKS },
};

/** A card in words, in the page's language ("ace of clubs", "Kreuz Ass"). */
export function cardName(card: string, deck: Deck = 'skat'): string {
  const T = t();
  const s = (deck === 'skat' ? T.suits : T.tarockSuits)[card[0]];
  const r = T.ranks[card.slice(1)];
  return s && r ? T.cardName(r, s) : card;
}

export interface CardProps {
  card: string;
  onClick?: () => void;
  disabled?: boolean;
  selected?: boolean;
  /** Drawn faded: a card you may not play now. */
  dim?: boolean;
  /** Played while the connection was down: waits to be sent. */
  pending?: boolean;
  /** The shortcut key shown in the corner. */
  keyHint?: string;
  label?: string;
  deck?: Deck;
}

/** A face-up card: a button when it can be clicked, else a plain figure. */
export function Card({ card, onClick, disabled, selected, dim, pending, keyHint, label, deck = 'skat' }: CardProps) {
  const s = DECKS[deck].suits[card[0]] ?? { symbol: '?', name: card, cls: '' };
  const r = DECKS[deck].ranks[card.slice(1)] ?? { short: card.slice(1), name: card };
  const aria = label ?? cardName(card, deck);
  // The name in words is the button's text (hidden from sight), so what a screen reader says and
  // what voice control matches agree; the drawn face is hidden from it.
  const body = html`<span class="rank" aria-hidden="true">${(deck === 'skat' && t().faceRank[card.slice(1)]) || r.short}</span><span class="sym" aria-hidden="true">${s.symbol}</span><span class="letter" aria-hidden="true">${card[0]}</span>${
    keyHint ? html`<kbd class="hint" aria-hidden="true">${keyHint}</kbd>` : null
  }<span class="sr-only">${aria}</span>${pending ? html`<span class="pending-mark">${t().sending}</span>` : null}`;
  const cls = `card ${s.cls}${selected ? ' selected' : ''}${dim ? ' dim' : ''}${pending ? ' pending' : ''}`;
  if (onClick)
    return html`<button type="button" class=${cls} data-card=${card} aria-pressed=${selected ? 'true' : undefined} aria-keyshortcuts=${keyHint} disabled=${disabled} onClick=${onClick}>${body}</button>`;
  return html`<span class=${cls} data-card=${card} role="img" aria-label=${aria}>${body}</span>`;
}

/** A face-down card (other seats' hands). */
export function CardBack() {
  return html`<span class="card back" aria-hidden="true"></span>`;
}

// Card faces: a suit symbol and a rank, with the suit's letter for screen readers and for
// anyone who cannot tell the four colours apart. Skat's cards are a suit letter and a rank letter (`CJ`, `HT`).
import { html } from 'htm/preact';

const SUITS: Record<string, { symbol: string; name: string; cls: string }> = {
  C: { symbol: '♣', name: 'clubs', cls: 'suit-c' },
  S: { symbol: '♠', name: 'spades', cls: 'suit-s' },
  H: { symbol: '♥', name: 'hearts', cls: 'suit-h' },
  D: { symbol: '♦', name: 'diamonds', cls: 'suit-d' },
};
const RANKS: Record<string, { short: string; name: string }> = {
  A: { short: 'A', name: 'ace' },
  T: { short: '10', name: 'ten' },
  K: { short: 'K', name: 'king' },
  Q: { short: 'Q', name: 'queen' },
  J: { short: 'J', name: 'jack' },
  '9': { short: '9', name: 'nine' },
  '8': { short: '8', name: 'eight' },
  '7': { short: '7', name: 'seven' },
};

export function cardName(card: string): string {
  const s = SUITS[card[0]];
  const r = RANKS[card.slice(1)];
  return s && r ? `${r.name} of ${s.name}` : card;
}

export interface CardProps {
  card: string;
  onClick?: () => void;
  disabled?: boolean;
  selected?: boolean;
  /** Drawn faded: a card you may not play now. */
  dim?: boolean;
  /** The shortcut key shown in the corner. */
  keyHint?: string;
  label?: string;
}

/** A face-up card: a button when it can be clicked, else a plain figure. */
export function Card({ card, onClick, disabled, selected, dim, keyHint, label }: CardProps) {
  const s = SUITS[card[0]] ?? { symbol: '?', name: card, cls: '' };
  const r = RANKS[card.slice(1)] ?? { short: card.slice(1), name: card };
  const body = html`<span class="rank">${r.short}</span><span class="sym" aria-hidden="true">${s.symbol}</span><span class="letter" aria-hidden="true">${card[0]}</span>${keyHint ? html`<kbd class="hint">${keyHint}</kbd>` : null}`;
  const cls = `card ${s.cls}${selected ? ' selected' : ''}${dim ? ' dim' : ''}`;
  const aria = label ?? cardName(card);
  if (onClick)
    return html`<button type="button" class=${cls} data-card=${card} aria-label=${aria} aria-pressed=${selected ? 'true' : undefined} disabled=${disabled} onClick=${onClick}>${body}</button>`;
  return html`<span class=${cls} data-card=${card} role="img" aria-label=${aria}>${body}</span>`;
}

/** A face-down card (other seats' hands). */
export function CardBack() {
  return html`<span class="card back" aria-hidden="true"></span>`;
}

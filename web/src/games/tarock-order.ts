// Tarock's hand order at the table (RULES.md 10.1): the trump suit first, then the other suits
// in the order Acorns, Leaves, Hearts, Bells, each A 10 K O U 9 8 7 6; in Bettel no trumps and
// each suit A K O U 10 9 8 7 6. Before trumps are named the suits stand in that order.
const SUIT_ORDER = ['E', 'G', 'H', 'S'];
const RANKS = ['A', 'T', 'K', 'O', 'U', '9', '8', '7', '6'];
const BETTEL_RANKS = ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6'];
/** The API's TarockSuit names by the cards' suit letters. */
const TRUMP_LETTER: Record<string, string> = { ACORNS: 'E', LEAVES: 'G', HEARTS: 'H', BELLS: 'S' };

/** The hand in the order of `contract` (a TarockContractType, or null before one) with `trump` (a TarockSuit, or null). */
export function sortTarockHand(hand: readonly string[], contract: string | null, trump: string | null): string[] {
  const bettel = contract === 'BETTEL';
  const t = !bettel && trump ? TRUMP_LETTER[trump] : undefined;
  const ranks = bettel ? BETTEL_RANKS : RANKS;
  const key = (card: string) => (card[0] === t ? 0 : 1 + SUIT_ORDER.indexOf(card[0])) * 10 + ranks.indexOf(card.slice(1));
  return [...hand].sort((a, b) => key(a) - key(b));
}

/**
 * Who takes a whole trick (RULES.md 10.1): the highest trump, else the highest card of the suit
 * led; in Bettel no trumps and A K O U 10 9 8 7 6. The trick's cards carry their deal seats.
 */
export function tarockTrickTaker(cards: readonly { seat: number; card: string }[], contract: string | null, trump: string | null): number | null {
  if (!cards.length) return null;
  const bettel = contract === 'BETTEL';
  const t = bettel ? undefined : trump ? TRUMP_LETTER[trump] : contract?.startsWith('HEART_') ? 'H' : undefined;
  const ranks = bettel ? BETTEL_RANKS : RANKS;
  const led = cards[0].card[0];
  // Higher is stronger: a trump above every other card, a card of the suit led above the rest.
  const strength = (card: string) => (card[0] === t ? 200 : card[0] === led ? 100 : 0) - ranks.indexOf(card.slice(1));
  let best = cards[0];
  for (const c of cards.slice(1)) if (strength(c.card) > strength(best.card)) best = c;
  return best.seat;
}

// Skat's hand order at the table: in a suit game the four Jacks (clubs, spades, hearts, diamonds),
// then the trump suit, then the other suits in that order, each A 10 K Q 9 8 7; in Grand (and
// before a game is declared) the Jacks, then the suits; in Null no trumps and A K Q J 10 9 8 7.
const SUIT_ORDER = ['C', 'S', 'H', 'D'];
const TRUMP_RANKS = ['A', 'T', 'K', 'Q', '9', '8', '7'];
const NULL_RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'];
const GAME_SUIT: Record<string, string> = { CLUBS: 'C', SPADES: 'S', HEARTS: 'H', DIAMONDS: 'D' };

function sortKey(card: string, game: string | null): number {
  const suit = card[0];
  const rank = card.slice(1);
  const suitIndex = SUIT_ORDER.indexOf(suit);
  if (game === 'NULL') return 10 + suitIndex * 10 + NULL_RANKS.indexOf(rank);
  if (rank === 'J') return suitIndex;
  const trump = game ? GAME_SUIT[game] : undefined;
  const block = suit === trump ? 0 : 1 + suitIndex;
  return 10 + block * 10 + TRUMP_RANKS.indexOf(rank);
}

/** The hand in the order of `game` (a GameType name, or null before the declaration). */
export function sortSkatHand(hand: readonly string[], game: string | null): string[] {
  return [...hand].sort((a, b) => sortKey(a, game) - sortKey(b, game));
}

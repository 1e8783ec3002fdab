// The table's shortcut keys for the actions that are buttons (cards have 1-9 and 0): one letter
// each, printed on its button. The table page listens; the game modules print them.
export const ACTION_KEYS: Record<string, string> = {
  BID: 'b',
  HOLD: 'h',
  PASS: 'p',
  PICK_UP_SKAT: 's',
  KONTRA: 'k',
  RE: 'k',
  GIVE_UP: 'g',
  LAY_OPEN: 'o',
  CONCEDE: 'c',
  ACCEPT_GIVE_UP: 'a',
  ACCEPT_LAY_OPEN: 'a',
  ACCEPT_GRAND_HAND: 'a',
  DECLINE_GIVE_UP: 'x',
  DECLINE_GRAND_HAND: 'x',
};

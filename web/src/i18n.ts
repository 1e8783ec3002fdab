// The page's words in English and German: one typed catalogue. German for a German browser
// (navigator.language de*), English otherwise; the switch (LangSwitch, on every page) keeps the
// choice in localStorage. `de` has the type of `en`, so a missing German entry fails the
// typecheck; entries with numbers or names are functions. Skat's own words are German in German.
import { signal } from '@preact/signals';
import { html } from 'htm/preact';

export type Lang = 'en' | 'de';
const KEY = 'skat.lang';

function initial(): Lang {
  const stored = localStorage.getItem(KEY);
  if (stored === 'en' || stored === 'de') return stored;
  return (navigator.languages?.[0] ?? navigator.language ?? 'en').toLowerCase().startsWith('de') ? 'de' : 'en';
}

export const lang = signal<Lang>(initial());
document.documentElement.lang = lang.value;

export function setLang(l: Lang): void {
  localStorage.setItem(KEY, l);
  lang.value = l;
  document.documentElement.lang = l;
}

const en = {
  langName: 'English',
  otherLang: 'Deutsch',
  switchTo: 'Auf Deutsch',
  // cards
  suits: { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' } as Record<string, string>,
  tarockSuits: { E: 'acorns', G: 'leaves', H: 'hearts', S: 'bells' } as Record<string, string>,
  ranks: { A: 'ace', T: 'ten', K: 'king', Q: 'queen', J: 'jack', O: 'ober', U: 'unter', '9': 'nine', '8': 'eight', '7': 'seven', '6': 'six' } as Record<string, string>,
  cardName: (rank: string, suit: string) => `${rank} of ${suit}`,
  sending: 'sending…',
  // games and Skat words
  games: { CLUBS: 'Clubs ♣', SPADES: 'Spades ♠', HEARTS: 'Hearts ♥', DIAMONDS: 'Diamonds ♦', GRAND: 'Grand', NULL: 'Null' } as Record<string, string>,
  hand: 'Hand',
  schneider: 'Schneider',
  schwarz: 'Schwarz',
  schneiderAnnounced: 'Schneider announced',
  schwarzAnnounced: 'Schwarz announced',
  ouvert: 'Ouvert',
  withTip: 'with tip',
  roles: { forehand: 'forehand', middlehand: 'middlehand', rearhand: 'rearhand', sittingOut: 'sits out' } as Record<string, string>,
  actions: {
    HOLD: 'Hold',
    PASS: 'Pass',
    PICK_UP_SKAT: 'Pick up the skat',
    KONTRA: 'Kontra',
    RE: 'Re',
    GIVE_UP: 'Give up',
    ACCEPT_GIVE_UP: 'Accept the give-up',
    DECLINE_GIVE_UP: 'Decline the give-up',
    LAY_OPEN: 'Lay open',
    ACCEPT_LAY_OPEN: 'Accept the open hand',
    CONCEDE: 'Concede',
    ACCEPT_GRAND_HAND: 'Play Grand Hand',
    DECLINE_GRAND_HAND: 'Decline Grand Hand',
  } as Record<string, string>,
  bid: (v: number) => `Bid ${v}`,
  holdAt: (v: number) => `Hold ${v}`,
  putAwayHint: (n: number, of: number) => `Pick ${of} cards to put away (${n}/${of}).`,
  putAway: 'Put away',
  declareOpen: 'Declare…',
  playHandOpen: 'Play Hand…',
  declareTitle: 'Declare',
  declareHandTitle: 'Declare a Hand game',
  announcements: 'Announcements',
  play: (game: string) => `Play ${game}`,
  cancel: 'Cancel',
  gameWord: 'Game',
  declareValue: (v: number, m: number | null, hand: boolean) =>
    `Worth at least ${v} if won${m === null ? '' : ` (${m < 0 ? `without ${-m}` : `with ${m}`}${hand ? ', the skat not counted' : ''})`}; lost, twice that is lost.`,
  overbidWarning: (v: number, bid: number) => `Overbid: ${v} is below your bid of ${bid}. Only Schneider or Schwarz reached in play can lift it; otherwise the game is lost.`,
  // the table
  lobbyLink: '← Lobby',
  dealOf: (n: number, of: number) => `deal ${n} of ${of}`,
  rated: 'rated',
  ratedTitle: 'A rated match: its end changes the ratings',
  conn: { live: 'live', back: 'back online', reconnecting: 'reconnecting…', offline: 'offline', connecting: 'connecting' } as Record<string, string>,
  loadingTable: 'Loading the table…',
  closed: 'This table was closed.',
  theTable: 'The table',
  declarer: 'declarer',
  cardsTricks: (cards: number, tricks: number) => `${cards} cards · ${tricks} tricks`,
  sitsOut: 'sits out',
  toPlay: 'to play',
  openHand: 'Open hand',
  lastTrick: 'Last trick',
  trick: 'Trick',
  backToTrick: 'Back to the trick',
  noTrickYet: 'No trick yet',
  takesTrick: (who: string, you: boolean, last: boolean) => `${last ? 'Last trick: ' : ''}${who}${you ? ' (you) take' : ' takes'} the trick`,
  yourTurn: 'your turn',
  theirTurn: (who: string) => `${who}'s turn`,
  you: '(you)',
  yourHand: 'Your hand',
  yourActions: 'Your actions',
  watching: 'You are watching this table.',
  pending: (move: string) => `Your move (${move}) waits for the connection; it is sent as soon as the connection is back.`,
  refusedConflict: 'Your move was not made: the table moved on while the connection was down.',
  refused: 'Your move was not made.',
  matchOver: 'The match is over.',
  backToLobby: 'Back to the lobby',
  leaderboard: 'Leaderboard',
  scoreSheet: 'Skat list',
  ledger: 'Ledger',
  nextDeal: 'Next deal',
  finalList: 'See the final list',
  resultOf: (n: number) => `Result of deal ${n}`,
  guard: {
    CONCEDE: 'Concede this deal? The opponents get every remaining trick; this cannot be undone.',
    GIVE_UP: 'Give up this game? If the opponents accept, you lose it; this cannot be undone.',
    ACCEPT_GIVE_UP: 'Accept the give-up? The deal ends at once.',
    LAY_OPEN: 'Lay your hand open? Everyone sees your cards for the rest of the deal; this cannot be undone.',
    ACCEPT_LAY_OPEN: 'Accept the open hand? The deal ends at once.',
  } as Record<string, string>,
  guardYes: { CONCEDE: 'Yes, concede', GIVE_UP: 'Yes, give up', LAY_OPEN: 'Yes, lay open', ACCEPT_GIVE_UP: 'Yes, accept', ACCEPT_LAY_OPEN: 'Yes, accept' } as Record<string, string>,
  whyNot: 'Faded cards may not be played now: you must follow the suit led (a Jack counts as trump), if you can.',
  rulesLink: 'Rules',
  sound: 'Sound',
  // errors
  conflict: 'The table moved on before your move arrived (another window, or a slow connection): it shows where it stands now.',
  noConnection: 'No connection to the server.',
};

export type Catalogue = typeof en;

const de: Catalogue = {
  langName: 'Deutsch',
  otherLang: 'English',
  switchTo: 'In English',
  suits: { C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo' },
  tarockSuits: { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' },
  ranks: { A: 'Ass', T: 'Zehn', K: 'König', Q: 'Dame', J: 'Bube', O: 'Ober', U: 'Unter', '9': 'Neun', '8': 'Acht', '7': 'Sieben', '6': 'Sechs' },
  cardName: (rank: string, suit: string) => `${suit} ${rank}`,
  sending: 'wird gesendet…',
  games: { CLUBS: 'Kreuz ♣', SPADES: 'Pik ♠', HEARTS: 'Herz ♥', DIAMONDS: 'Karo ♦', GRAND: 'Grand', NULL: 'Null' },
  hand: 'Hand',
  schneider: 'Schneider',
  schwarz: 'Schwarz',
  schneiderAnnounced: 'Schneider angesagt',
  schwarzAnnounced: 'Schwarz angesagt',
  ouvert: 'Ouvert',
  withTip: 'mit Tipp',
  roles: { forehand: 'Vorhand', middlehand: 'Mittelhand', rearhand: 'Hinterhand', sittingOut: 'setzt aus' },
  actions: {
    HOLD: 'Halten',
    PASS: 'Passen',
    PICK_UP_SKAT: 'Skat aufnehmen',
    KONTRA: 'Kontra',
    RE: 'Re',
    GIVE_UP: 'Aufgeben',
    ACCEPT_GIVE_UP: 'Aufgabe annehmen',
    DECLINE_GIVE_UP: 'Aufgabe ablehnen',
    LAY_OPEN: 'Karten auflegen',
    ACCEPT_LAY_OPEN: 'Aufgelegtes annehmen',
    CONCEDE: 'Spiel abgeben',
    ACCEPT_GRAND_HAND: 'Grand Hand spielen',
    DECLINE_GRAND_HAND: 'Grand Hand ablehnen',
  },
  bid: (v: number) => `Reizen ${v}`,
  holdAt: (v: number) => `${v} halten`,
  putAwayHint: (n: number, of: number) => `${of} Karten zum Drücken wählen (${n}/${of}).`,
  putAway: 'Drücken',
  declareOpen: 'Ansagen…',
  playHandOpen: 'Hand spielen…',
  declareTitle: 'Spiel ansagen',
  declareHandTitle: 'Handspiel ansagen',
  announcements: 'Ansagen',
  play: (game: string) => `${game} spielen`,
  cancel: 'Abbrechen',
  gameWord: 'Spiel',
  declareValue: (v: number, m: number | null, hand: boolean) =>
    `Gewonnen mindestens ${v} wert${m === null ? '' : ` (${m < 0 ? `ohne ${-m}` : `mit ${m}`}${hand ? ', ohne den Skat gezählt' : ''})`}; verloren zählt es doppelt.`,
  overbidWarning: (v: number, bid: number) => `Überreizt: ${v} liegt unter deinem Reizwert ${bid}. Nur erspielter Schneider oder Schwarz hebt den Wert; sonst ist das Spiel verloren.`,
  lobbyLink: '← Lobby',
  dealOf: (n: number, of: number) => `Spiel ${n} von ${of}`,
  rated: 'gewertet',
  ratedTitle: 'Eine gewertete Partie: ihr Ende ändert die Wertungszahlen',
  conn: { live: 'verbunden', back: 'wieder verbunden', reconnecting: 'verbinde neu…', offline: 'offline', connecting: 'verbinde' },
  loadingTable: 'Der Tisch wird geladen…',
  closed: 'Dieser Tisch wurde geschlossen.',
  theTable: 'Der Tisch',
  declarer: 'Alleinspieler',
  cardsTricks: (cards: number, tricks: number) => `${cards} Karten · ${tricks} Stiche`,
  sitsOut: 'setzt aus',
  toPlay: 'am Zug',
  openHand: 'Offene Karten',
  lastTrick: 'Letzter Stich',
  trick: 'Stich',
  backToTrick: 'Zurück zum Stich',
  noTrickYet: 'Noch kein Stich',
  takesTrick: (who: string, you: boolean, last: boolean) => `${last ? 'Letzter Stich: ' : ''}${who}${you ? ' (du) nimmst' : ' nimmt'} den Stich`,
  yourTurn: 'du bist dran',
  theirTurn: (who: string) => `${who} ist dran`,
  you: '(du)',
  yourHand: 'Deine Karten',
  yourActions: 'Deine Züge',
  watching: 'Du schaust an diesem Tisch zu.',
  pending: (move: string) => `Dein Zug (${move}) wartet auf die Verbindung und wird gesendet, sobald sie zurück ist.`,
  refusedConflict: 'Dein Zug wurde nicht ausgeführt: der Tisch ist weitergegangen, während die Verbindung fehlte.',
  refused: 'Dein Zug wurde nicht ausgeführt.',
  matchOver: 'Die Partie ist zu Ende.',
  backToLobby: 'Zurück zur Lobby',
  leaderboard: 'Rangliste',
  scoreSheet: 'Skatliste',
  ledger: 'Abrechnung',
  nextDeal: 'Nächstes Spiel',
  finalList: 'Zur Abschlussliste',
  resultOf: (n: number) => `Ergebnis von Spiel ${n}`,
  guard: {
    CONCEDE: 'Dieses Spiel abgeben? Die Gegner bekommen alle restlichen Stiche; das lässt sich nicht zurücknehmen.',
    GIVE_UP: 'Dieses Spiel aufgeben? Nimmt der Alleinspieler an, habt ihr verloren; das lässt sich nicht zurücknehmen.',
    ACCEPT_GIVE_UP: 'Die Aufgabe annehmen? Das Spiel endet sofort.',
    LAY_OPEN: 'Die Karten auflegen? Alle sehen deine Karten bis zum Ende des Spiels; das lässt sich nicht zurücknehmen.',
    ACCEPT_LAY_OPEN: 'Das Aufgelegte annehmen? Das Spiel endet sofort.',
  },
  guardYes: { CONCEDE: 'Ja, abgeben', GIVE_UP: 'Ja, aufgeben', LAY_OPEN: 'Ja, auflegen', ACCEPT_GIVE_UP: 'Ja, annehmen', ACCEPT_LAY_OPEN: 'Ja, annehmen' },
  whyNot: 'Blasse Karten darfst du jetzt nicht spielen: Farbe (oder Trumpf) muss bedient werden, wenn du kannst; ein Bube ist Trumpf.',
  rulesLink: 'Regeln',
  sound: 'Ton',
  conflict: 'Der Tisch ist weitergegangen, bevor dein Zug ankam (ein anderes Fenster oder eine langsame Verbindung): er zeigt jetzt den aktuellen Stand.',
  noConnection: 'Keine Verbindung zum Server.',
};

/** The catalogue of the language chosen; read inside a component, a switch redraws it. */
export function t(): Catalogue {
  return lang.value === 'de' ? de : en;
}

/** The language switch, on every page. */
export function LangSwitch() {
  const other: Lang = lang.value === 'de' ? 'en' : 'de';
  return html`<button type="button" class="small lang-switch" data-testid="lang-switch" lang=${other} onClick=${() => setLang(other)}>${t().switchTo}</button>`;
}

// Property tests over thousands of random deals (fast-check): invariants, legalDealActions
// and applyDeal agreeing, replay from seed and log, and views that never leak.
import fc from 'fast-check';
import {
  applyDeal,
  cardName,
  createDeal,
  pointsOf,
  dealtEvent,
  legalDealActions,
  randomLegalAction,
  redactDealEvent,
  seededRandom,
  setNames,
  viewDeal,
  type DealAction,
  type DealEvent,
  type DealState,
  type EngineErrorCode,
  type RuleOptions,
  type Seat,
  type Viewer,
} from '../../../src/engine/index';

const rulesArb: fc.Arbitrary<RuleOptions> = fc.record({
  kontraRe: fc.boolean(),
  kontraRequiresBid: fc.boolean(),
  ramsch: fc.boolean(),
  bock: fc.constant(false),
  bockRamschRounds: fc.constant(false),
  tips: fc.boolean(),
  tournamentScoring: fc.constant(false),
  concessions: fc.boolean(),
});
const modeArb = fc.constantFrom<'normal' | 'ramsch' | 'grandHandOffer'>('normal', 'normal', 'normal', 'ramsch', 'grandHandOffer');
const dealArb = fc.record({ seed: fc.string({ maxLength: 12 }), rules: rulesArb, mode: modeArb, policy: fc.integer() });

function playOut(
  seed: string,
  rules: RuleOptions,
  mode: 'normal' | 'ramsch' | 'grandHandOffer',
  policy: number,
  each?: (before: DealState, a: DealAction, after: DealState, events: DealEvent[]) => void,
): DealState {
  const next = seededRandom(`policy-${policy}`);
  let s = createDeal({ rules, seed, mode });
  for (let i = 0; i < 200; i++) {
    const a = randomLegalAction(s, next);
    if (!a) return s;
    const r = applyDeal(s, a);
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(a)} ${r.error.code}`);
    each?.(s, a, r.state, r.events);
    s = r.state;
  }
  throw new Error('deal did not end');
}

const CODES: EngineErrorCode[] = [
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'ILLEGAL_BID',
  'CARD_NOT_IN_HAND',
  'MUST_FOLLOW_SUIT',
  'ILLEGAL_DECLARATION',
  'ILLEGAL_DISCARD',
  'ILLEGAL_KONTRA',
  'ILLEGAL_CONCESSION',
  'UNKNOWN_ACTION',
  'UNKNOWN_CARD',
];

function keyOf(a: DealAction): string {
  switch (a.type) {
    case 'bid':
      return `${a.seat} bid ${a.value}`;
    case 'play':
      return `${a.seat} play ${a.card}`;
    case 'discard':
      return `${a.seat} discard ${[...a.cards].sort().join(',')}`;
    case 'declare': {
      const suitOuvert = a.game !== 'N' && a.ouvert === true;
      const za = a.schwarzAnnounced === true || suitOuvert;
      const sa = a.schneiderAnnounced === true || za;
      return `${a.seat} declare ${a.game} o${a.ouvert === true} s${sa} z${za} t${a.tip === true}`;
    }
    default:
      return `${a.seat} ${a.type}`;
  }
}

const TYPES = [
  'bid',
  'hold',
  'pass',
  'pickUpSkat',
  'discard',
  'declare',
  'play',
  'kontra',
  're',
  'giveUp',
  'acceptGiveUp',
  'declineGiveUp',
  'layOpen',
  'acceptLayOpen',
  'concede',
  'acceptGrandHand',
  'declineGrandHand',
] as const;
function randomAction(next: () => number): DealAction {
  const seat = (next() % 3) as Seat;
  const type = TYPES[next() % TYPES.length];
  const card = (): string => cardName(next() % 32);
  const flag = (): true | undefined => (next() % 4 === 0 ? true : undefined);
  switch (type) {
    case 'bid':
      return { type, seat, value: [18, 20, 19, 24, 48, 264, 0][next() % 7] };
    case 'discard':
      return { type, seat, cards: [card(), card()] };
    case 'play':
      return { type, seat, card: card() };
    case 'declare':
      return {
        type,
        seat,
        game: (['C', 'S', 'H', 'D', 'G', 'N'] as const)[next() % 6],
        ouvert: flag(),
        schneiderAnnounced: flag(),
        schwarzAnnounced: flag(),
        tip: flag(),
      };
    default:
      return { type, seat } as DealAction;
  }
}

describe('properties over random deals', () => {
  it('every deal ends; 120 card points; ten tricks unless Null or a concession ended it', () => {
    fc.assert(
      fc.property(dealArb, ({ seed, rules, mode, policy }) => {
        const s = playOut(seed, rules, mode, policy);
        expect(s.phase).toBe('over');
        const r = s.result!;
        if (r.kind === 'passed') {
          expect(rules.ramsch || mode !== 'normal').toBe(false);
          return;
        }
        const played = s.tricks.reduce((n, t) => n + t.points, 0);
        if (r.kind === 'ramsch') {
          expect(s.tricks).toHaveLength(10);
          expect(r.ramsch.cardPoints.reduce((a, b) => a + b)).toBe(120);
          expect(played + pointsOf(s.skat)).toBe(120);
          expect(r.ramsch.tricks.reduce((a, b) => a + b)).toBe(10);
          return;
        }
        const g = r.game;
        expect(g.declarerPoints + g.defenderPoints).toBe(120);
        expect(g.declarerPoints).toBeGreaterThanOrEqual(0);
        if (g.end === 'played') {
          expect(s.tricks).toHaveLength(10);
          expect(played + pointsOf(s.pickedUp ? s.discards : s.skat)).toBe(120);
        } else expect(s.tricks.length).toBeLessThanOrEqual(10);
        if (g.declaration.game === 'N' && g.end === 'nullTrick') expect(s.tricks.at(-1)!.winner).toBe(g.declarer);
        expect(Math.abs(g.score) % g.value).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('legalDealActions and applyDeal agree: listed actions apply, others are refused with a code', () => {
    fc.assert(
      fc.property(dealArb, ({ seed, rules, mode, policy }) => {
        const next = seededRandom(`probe-${policy}`);
        playOut(seed, rules, mode, policy, (before) => {
          const legal = legalDealActions(before);
          const keys = new Set(legal.map(keyOf));
          // Plain checks (not expect) in this hot loop keep the suite fast.
          for (const a of legal) if (!applyDeal(before, a).ok) throw new Error(`listed but refused: ${keyOf(a)}`);
          for (let i = 0; i < 12; i++) {
            const a = randomAction(next);
            const r = applyDeal(before, a);
            if (keys.has(keyOf(a))) {
              if (!r.ok) throw new Error(`listed but refused: ${keyOf(a)}`);
            } else if (r.ok) throw new Error(`not listed but accepted: ${keyOf(a)} in phase ${before.phase}`);
            else if (!CODES.includes(r.error.code) || r.error.message.length < 5) throw new Error(`bad error ${JSON.stringify(r.error)}`);
          }
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('applyDeal never mutates its input, and replaying the log from the seed reproduces the state', () => {
    fc.assert(
      fc.property(dealArb, ({ seed, rules, mode, policy }) => {
        const snapshots: string[] = [];
        const s = playOut(seed, rules, mode, policy, (before) => snapshots.push(JSON.stringify(before)));
        let t = createDeal({ rules, seed, mode });
        for (let i = 0; i < s.log.length; i++) {
          expect(JSON.stringify(t)).toBe(snapshots[i]);
          const r = applyDeal(t, s.log[i]);
          if (!r.ok) throw new Error(r.error.message);
          t = r.state;
        }
        expect(t).toEqual(s);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }),
      { numRuns: 1000 },
    );
  });

  it('viewDeal and redactDealEvent never show a card the viewer may not see', () => {
    const CARD = /"([CSHD][ATKQJ987])"/g;
    const shown = (x: unknown): string[] => [...JSON.stringify(x).matchAll(CARD)].map((m) => m[1]);
    const allowed = (s: DealState, v: Viewer): Set<string> => {
      if (s.phase === 'over') return new Set(setNames(0xffffffff));
      const ok = new Set<string>();
      const add = (m: number): void => setNames(m).forEach((c) => ok.add(c));
      for (const t of s.tricks) t.cards.forEach((c) => ok.add(cardName(c)));
      s.current.cards.forEach((c) => ok.add(cardName(c)));
      if (v !== 'spectator') add(s.hands[v]);
      if (s.declarer !== null && (s.layOpen || s.declaration?.ouvert)) add(s.hands[s.declarer]);
      if (v === s.declarer && s.pickedUp) {
        add(s.skat);
        add(s.discards);
      }
      return ok;
    };
    const viewers: Viewer[] = [0, 1, 2, 'spectator'];
    fc.assert(
      fc.property(dealArb, ({ seed, rules, mode, policy }) => {
        const first = createDeal({ rules, seed, mode });
        for (const v of viewers) {
          for (const c of shown(redactDealEvent(dealtEvent(first), v))) expect(allowed(first, v).has(c)).toBe(true);
        }
        playOut(seed, rules, mode, policy, (_before, _a, after, events) => {
          for (const v of viewers) {
            const ok = allowed(after, v);
            for (const c of shown(viewDeal(after, v))) if (!ok.has(c)) throw new Error(`view of ${v} shows ${c} in phase ${after.phase}`);
            for (const e of events) for (const c of shown(redactDealEvent(e, v))) if (!ok.has(c)) throw new Error(`event ${e.type} shows ${c} to ${v}`);
          }
        });
      }),
      { numRuns: 1000 },
    );
  });
});

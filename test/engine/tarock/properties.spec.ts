// Properties over thousands of random deals (every variant, settlement and table size):
// 120 card points, the ledger sums to the pot's start, legalActions and apply agree, replay
// reproduces the state, and no view shows a card its seat may not see.
import { seededRandom } from '../../../src/engine/index';
import {
  applyTarock,
  applyTarockMatch,
  bidLadder,
  createTarockMatch,
  legalTarockMatchActions,
  parseTCard,
  replayTarockMatch,
  tCardName,
  tPointsOf,
  tarockConfig,
  viewTarockDeal,
  type TarockAction,
  type TarockDealState,
  type TarockMatchState,
  type TarockOptions,
  type TSeat,
} from '../../../src/engine/tarock/index';

const CONFIGS: Parameters<typeof tarockConfig>[0][] = [
  { preset: 'tarock' },
  { preset: 'tarock', players: 4, heartFrage: false },
  { preset: 'tarock-bettel' },
  { preset: 'tarock-bettel', players: 4, settlement: 'pot' },
  { preset: 'haferl' },
  { preset: 'haferl', players: 4, pickUpHeartsOnly: true },
];

function opts(i: Parameters<typeof tarockConfig>[0]): TarockOptions {
  const c = tarockConfig(i);
  if (!c.ok) throw new Error(c.errors.join());
  return c.options;
}

/** Every card a view shows, by where it shows it. */
function visibleCards(s: TarockDealState, seat: TSeat): string[] {
  const v = viewTarockDeal(s, seat);
  return [
    ...(v.hand ?? []),
    ...(v.talon ?? []),
    ...(v.discarded ?? []),
    ...v.tricks.flatMap((t) => t.cards),
    ...(v.current?.cards ?? []),
    ...(v.dealt ?? []).flat(),
  ];
}

/** What a seat may know: its own dealt cards, played cards, the talon as a declarer who took it up; all once over. */
function allowed(s: TarockDealState, seat: TSeat): Set<string> {
  if (s.phase === 'over') return new Set([...s.dealt.flat(), ...s.talon].map(tCardName));
  const out = [...s.dealt[seat], ...s.tricks.flatMap((t) => t.cards), ...(s.current?.cards ?? [])];
  if (seat === s.declarer && s.pickedUp) out.push(...s.talon);
  return new Set(out.map(tCardName));
}

/** Candidate actions that are not in the legal list: apply must refuse every one. */
function illegalCandidates(s: TarockDealState, legal: TarockAction[]): TarockAction[] {
  const seat = s.turn ?? 0;
  const key = (a: TarockAction): string => JSON.stringify(a);
  const legalKeys = new Set(legal.map(key));
  const all: TarockAction[] = [
    ...(['pass', 'hold', ...bidLadder(s.rules)] as const).map((bid): TarockAction => ({ type: 'bid', seat, bid })),
    ...s.hands[seat].map((c): TarockAction => ({ type: 'play', seat, card: tCardName(c) })),
    ...(['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL', 'PICK_UP', 'HAND'] as const).flatMap((contract) =>
      [undefined, 'E', 'G', 'H', 'S'].map((trump): TarockAction => ({ type: 'declare', seat, contract, ...(trump ? { trump: trump as 'E' } : {}) })),
    ),
    { type: 'play', seat: ((seat + 1) % 3) as TSeat, card: tCardName(s.hands[(seat + 1) % 3][0] ?? 0) },
  ];
  return all.filter((a) => !legalKeys.has(key(a)));
}

// Failures are collected as strings and checked once per match: a jest expect per card is too slow here.
describe('random Tarock matches', () => {
  it.each(CONFIGS.map((c, i) => [JSON.stringify(c), i]))('%s', (_, i) => {
    const o = opts(CONFIGS[i as number]);
    const next = seededRandom(`props-${i}`);
    const bad: string[] = [];
    const check = (ok: boolean, what: () => string): void => {
      if (!ok) bad.push(what());
    };
    let deals = 0;
    for (let g = 0; deals < 400; g++) {
      let m: TarockMatchState = createTarockMatch(o, `m${i}-${g}`);
      const actions: TarockAction[] = [];
      // The step-by-step checks on every fourth match; the record checks on all.
      const deep = g % 4 === 0;
      while (!m.over) {
        const s = m.deal;
        const legal = legalTarockMatchActions(m);
        if (deep) {
          // legalActions and apply agree: a sample of the legal ones succeed, every candidate outside the list fails.
          const sample = legal.length > 40 ? [legal[0], legal[legal.length - 1], legal[next() % legal.length]] : legal;
          for (const a of sample) check(applyTarock(s, a).ok, () => `legal ${JSON.stringify(a)} refused`);
          for (const a of illegalCandidates(s, legal)) check(!applyTarock(s, a).ok, () => `unlisted ${JSON.stringify(a)} accepted`);
          // Views never show a card the seat may not see.
          for (const seat of [0, 1, 2] as const) {
            const ok = allowed(s, seat);
            for (const c of visibleCards(s, seat)) check(ok.has(c), () => `${c} visible to seat ${seat} in ${s.phase}`);
            check(viewTarockDeal(s, seat).seed === null, () => 'seed visible during the deal');
          }
        }
        const a = legal[next() % legal.length];
        const r = applyTarockMatch(m, a);
        if (!r.ok) throw new Error(r.error.code);
        actions.push(a);
        m = r.state;
      }
      for (const rec of m.records) {
        deals++;
        // 120 card points in every played deal: the declarer's plus the defenders'.
        if (rec.declarerPoints !== null) {
          const all = [...rec.tricks.flatMap((t) => t.cards), ...(rec.discarded ?? rec.talon)];
          const defenders = rec.tricks.filter((t) => t.winner !== rec.declarer).flatMap((t) => t.cards);
          const pts = (cs: string[]): number => tPointsOf(cs.map((c) => parseTCard(c)!));
          check(new Set(all).size === 36 && rec.tricks.length === 11, () => `deal ${rec.deal}: not 36 cards in 11 tricks`);
          check(rec.declarerPoints + pts(defenders) === 120, () => `deal ${rec.deal}: points ${rec.declarerPoints} + ${pts(defenders)}`);
          const target = rec.contract!.target!;
          const expected = rec.declarerPoints >= target ? 'won' : rec.declarerPoints === 60 && o.variant === 'simple' ? 'draw' : 'lost';
          check(rec.result === expected, () => `deal ${rec.deal}: ${rec.result} with ${rec.declarerPoints}`);
        }
        check(rec.payments.reduce((x, y) => x + y, 0) + (rec.pot ?? 0) === 0, () => `deal ${rec.deal}: payments do not balance`);
        check(rec.balances.reduce((x, y) => x + y, 0) + (rec.potBalance ?? 0) === m.potStart, () => `deal ${rec.deal}: ledger off`);
      }
      // Replay from seed and actions reproduces the state.
      const re = replayTarockMatch(o, m.seed, actions);
      check(re.ok && JSON.stringify(re.state) === JSON.stringify(m), () => `match ${g}: replay differs`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});

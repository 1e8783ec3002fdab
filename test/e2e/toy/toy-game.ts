// A toy trick-taking game that exists only in the tests: three players, twelve cards (four each),
// four tricks, the highest card wins the trick and leads the next; a deal scores one point per
// trick, a match is `rounds` deals. It implements the engine's Game interface and the service's
// ServedGame, brings its own GraphQL event type, and registers itself on import: no file of the
// generic core knows it (test/e2e/toy-game.e2e-spec.ts plays it through the real service).
import { Module, UseGuards } from '@nestjs/common';
import { Args, Field, InputType, Int, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { Matches } from 'class-validator';
import { ActionInput } from '../../../src/actions/actions.inputs.js';
import { ActionResult } from '../../../src/actions/actions.models.js';
import { ActionsModule } from '../../../src/actions/actions.module.js';
import { ActionService } from '../../../src/actions/action.service.js';
import { LegalAction } from '../../../src/actions/legal-action.models.js';
import { AuthGuard, CurrentCaller, type Caller } from '../../../src/common/auth/auth.js';
import { sha256Hex } from '../../../src/engine/index.js';
import type { Game, PlayerAction } from '../../../src/engine/games.js';
import { TableEvent } from '../../../src/events/events.models.js';
import { SERVED_GAMES, type ActionBodyOf, type ServedGame } from '../../../src/game/served-game.js';

/** Weakest first: a card's strength is its place here (Skat's card names, so playCard takes them). */
export const TOY_DECK = ['D7', 'D8', 'D9', 'DQ', 'DK', 'DA', 'H7', 'H8', 'H9', 'HQ', 'HK', 'HA'];
const SCHEME = 'toy-deal-v1';

export interface ToyConfig {
  game: 'toy';
  players: 3;
  rounds: number;
  dealing?: { scheme: string; entropy: string[]; matchCommitment?: string };
}

export interface ToyState {
  kind: 'toyMatch';
  version: 1;
  config: ToyConfig;
  seed: string;
  dealNumber: number;
  totalDeals: number;
  over: boolean;
  dealSeed: string;
  dealt: string[][];
  hands: string[][];
  leader: number;
  trick: { player: number; card: string }[];
  tricks: { cards: { player: number; card: string }[]; winner: number }[];
  turn: number | null;
  totals: number[];
  sheet: { deal: number; tricks: number[]; totals: number[]; seed: string; hands: string[][]; played: ToyState['tricks'] }[];
}

export type ToyAction = PlayerAction & { type: 'play'; card: string; game?: 'toy' };
export type ToyEvent = { game: 'toy'; deal: number } & (
  | { type: 'dealt'; hands: (string[] | null)[]; commitment: string }
  | { type: 'cardPlayed'; player: number; card: string }
  | { type: 'trickCompleted'; trick: number; cards: { player: number; card: string }[]; winner: number }
  | { type: 'matchEnded'; totals: number[]; seed: string }
);

const dealSeedOf = (seed: string, deal: number): string => sha256Hex(`toy:${seed}:${deal}`);
const deckOf = (dealSeed: string): string[] => [...TOY_DECK].sort((a, b) => sha256Hex(dealSeed + a).localeCompare(sha256Hex(dealSeed + b)));
const strength = (c: string): number => TOY_DECK.indexOf(c);
const commitmentOf = (dealSeed: string): string => sha256Hex(`${SCHEME}:${dealSeed}`);

function startDeal(s: ToyState, deal: number): ToyEvent[] {
  s.dealNumber = deal;
  s.dealSeed = dealSeedOf(s.seed + (s.config.dealing?.entropy.join(',') ?? ''), deal);
  const deck = deckOf(s.dealSeed);
  s.dealt = [0, 1, 2].map((p) => deck.slice(p * 4, p * 4 + 4).sort((a, b) => strength(a) - strength(b)));
  s.hands = s.dealt.map((h) => [...h]);
  s.leader = (deal - 1) % 3;
  s.turn = s.leader;
  s.trick = [];
  s.tricks = [];
  return [{ game: 'toy', deal, type: 'dealt', hands: s.dealt.map((h) => [...h]), commitment: commitmentOf(s.dealSeed) }];
}

function legal(s: ToyState, player?: number): ToyAction[] {
  if (s.over || s.turn === null || (player !== undefined && player !== s.turn)) return [];
  return s.hands[s.turn].map((card) => ({ type: 'play', card, player: s.turn!, game: 'toy' }));
}

function view(s: ToyState, viewer: number | 'spectator') {
  const seat = viewer === 'spectator' ? null : viewer;
  return {
    game: 'toy',
    viewer,
    dealNumber: s.dealNumber,
    totalDeals: s.totalDeals,
    turn: s.turn,
    toAct: s.turn === null ? [] : [s.turn],
    totals: [...s.totals],
    sheet: s.sheet,
    over: s.over,
    seed: s.over ? s.seed : null,
    deal: {
      phase: s.over ? 'over' : 'playing',
      hand: seat === null ? null : [...s.hands[seat]],
      trick: s.trick.map((t) => ({ ...t })),
      scheme: SCHEME,
      commitment: commitmentOf(s.dealSeed),
      entropy: [...(s.config.dealing?.entropy ?? [])],
      seed: null,
    },
  };
}

export const toyGame: Game<
  ToyConfig,
  ToyState,
  ToyAction,
  ToyEvent,
  ReturnType<typeof view>,
  { deal: number; seed: string; hands: string[][]; tricks: ToyState['tricks'] }
> = {
  name: 'toy',
  stateKind: 'toyMatch',
  playerCounts: [3],
  dealScheme: SCHEME,
  configure(input) {
    if (input.preset !== 'toy') return { ok: false, message: 'the toy game has one preset, toy', field: 'preset' };
    if (input.players !== 3) return { ok: false, message: 'the toy game has 3 players', field: 'players' };
    const unknown = Object.keys(input.rules)[0];
    if (unknown !== undefined) return { ok: false, message: `rules.${unknown} is not a toy option`, field: `rules.${unknown}` };
    return { ok: true, config: { game: 'toy', players: 3, rounds: input.rounds ?? 2 } };
  },
  checkStoredConfig: (c) => ((c as ToyConfig | null)?.game === 'toy' ? null : 'not a toy config'),
  withDealing: (config, entropy, matchCommitment) => ({
    ...config,
    dealing: { scheme: SCHEME, entropy: [0, 1, 2].map((i) => entropy[i] ?? ''), ...(matchCommitment ? { matchCommitment } : {}) },
  }),
  start(config, seed) {
    const s = { kind: 'toyMatch', version: 1, config, seed, totalDeals: config.rounds, over: false, totals: [0, 0, 0], sheet: [] } as unknown as ToyState;
    return { state: s, events: startDeal(s, 1) };
  },
  legal,
  apply(state, action) {
    if (state.over) return { ok: false, code: 'MATCH_OVER', message: 'the match is over' };
    if (action.type !== 'play' || (action.game !== undefined && action.game !== 'toy'))
      return { ok: false, code: 'UNKNOWN_ACTION', message: 'the toy game knows only play' };
    if (action.player !== state.turn) return { ok: false, code: 'NOT_YOUR_TURN', message: 'not your turn' };
    if (!state.hands[action.player].includes(action.card)) return { ok: false, code: 'CARD_NOT_IN_HAND', message: `${action.card} is not in your hand` };
    const s: ToyState = structuredClone(state);
    const events: ToyEvent[] = [{ game: 'toy', deal: s.dealNumber, type: 'cardPlayed', player: action.player, card: action.card }];
    s.hands[action.player] = s.hands[action.player].filter((c) => c !== action.card);
    s.trick.push({ player: action.player, card: action.card });
    s.turn = (action.player + 1) % 3;
    if (s.trick.length === 3) {
      const winner = s.trick.reduce((a, b) => (strength(b.card) > strength(a.card) ? b : a)).player;
      s.tricks.push({ cards: s.trick, winner });
      events.push({ game: 'toy', deal: s.dealNumber, type: 'trickCompleted', trick: s.tricks.length, cards: s.trick, winner });
      s.trick = [];
      s.turn = winner;
      if (s.tricks.length === 4) {
        const won = [0, 1, 2].map((p) => s.tricks.filter((t) => t.winner === p).length);
        s.totals = s.totals.map((t, p) => t + won[p]);
        s.sheet = [...s.sheet, { deal: s.dealNumber, tricks: won, totals: [...s.totals], seed: s.dealSeed, hands: s.dealt, played: s.tricks }];
        if (s.dealNumber >= s.totalDeals) {
          s.over = true;
          s.turn = null;
          events.push({ game: 'toy', deal: s.dealNumber, type: 'matchEnded', totals: [...s.totals], seed: s.seed });
        } else events.push(...startDeal(s, s.dealNumber + 1));
      }
    }
    return { ok: true, state: s, events };
  },
  view,
  redact: (e, viewer) => (e.type === 'dealt' ? { ...e, hands: e.hands.map((h, p) => (p === viewer ? h : null)) } : e),
  isPublic: (e) => e.type !== 'dealt',
  eventType: (e) => `toy.${e.type}`,
  dealNumber: (s) => s.dealNumber,
  isOver: (s) => s.over,
  totals: (s) => [...s.totals],
  scoreRows: (s) => s.sheet,
  replay(config, seed, actions) {
    let s = toyGame.start(config, seed).state;
    for (let i = 0; i < actions.length; i++) {
      const r = toyGame.apply(s, actions[i]);
      if (!r.ok) return { ok: false, index: i, code: r.code, message: r.message };
      s = r.state;
    }
    return { ok: true, state: s };
  },
  dealRecord(_config, _seed, _actions, dealNumber, state) {
    const row = state?.sheet.find((r) => r.deal === dealNumber);
    return row ? { deal: dealNumber, seed: row.seed, hands: row.hands, tricks: row.played } : null;
  },
  ownsRecord: (r) => r.scheme === SCHEME,
  verify(input) {
    const r = input as { seed?: string; hands?: string[][] };
    const deck = typeof r.seed === 'string' ? deckOf(r.seed) : [];
    const dealMatches =
      !!r.hands &&
      r.hands.every(
        (h, p) =>
          [...h].sort().join() ===
          deck
            .slice(p * 4, p * 4 + 4)
            .sort()
            .join(),
      );
    return {
      valid: dealMatches,
      scheme: SCHEME,
      commitmentMatches: null,
      dealMatches,
      resultMatches: dealMatches,
      matchSeedMatches: null,
      reason: dealMatches ? null : "the hands are not the seed's",
    };
  },
};

@ObjectType('ToyCardsDealt', { implements: () => [TableEvent], description: 'Toy game: a deal was dealt (your hand only).' })
export class ToyCardsDealt extends TableEvent {
  @Field(() => Number) deal: number;
  @Field(() => [[String]], { nullable: 'itemsAndList' }) hands: (string[] | null)[];
  @Field(() => String) commitment: string;
}

@ObjectType('ToyRules', { description: 'Toy game: its rule options (a member of TableRules).' })
export class ToyRules {
  @Field(() => Int, { description: 'Tricks per deal.' }) tricks: number;
}

@ObjectType('ToyLegalAction', { implements: () => [LegalAction], description: 'Toy game: a legal action (toyPlayCard with its card).' })
export class ToyLegalAction extends LegalAction {
  @Field(() => String) card: string;
}

@InputType()
export class ToyPlayCardInput extends ActionInput {
  @Field(() => String) @Matches(/^[0-9A-Z]{1,3}$/, { message: 'card must be a toy card' }) card: string;
}

/** The toy's one move, named as every game's are (<game><Move>). */
@Resolver()
@UseGuards(AuthGuard)
export class ToyResolver {
  constructor(private readonly actions: ActionService) {}

  @Mutation(() => ActionResult, { description: 'Toy game: play a card.' })
  toyPlayCard(@CurrentCaller() c: Caller, @Args('input', { type: () => ToyPlayCardInput }) i: ToyPlayCardInput): Promise<ActionResult> {
    const req = { tableId: i.tableId, expectedSeq: i.expectedSeq, clientActionId: i.clientActionId, game: 'toy' };
    return this.actions.act(c.playerId, req, { type: 'play', card: i.card } as never);
  }
}

@Module({ imports: [ActionsModule], providers: [ToyResolver] })
export class ToyModule {}

export const toyServed: ServedGame = {
  engine: toyGame,
  title: 'Toy',
  presets: ['toy'],
  ruleNames: [],
  takesVariant: false,
  module: ToyModule,
  rulesType: ToyRules,
  options: (a) => ({ preset: a.preset, players: a.players, ...(a.rounds === undefined ? {} : { rounds: a.rounds }), rules: a.rules }),
  variantOf: () => null,
  tableFields: () => ({ rules: { typename: 'ToyRules', tricks: 4 }, game: 'toy', variant: null }),
  // The shared MatchView type has one game's fields; a toy client reads the TableView's shortcuts.
  matchView: (v) => v as object,
  // Its own event type for the deal, the shared ones for plays, tricks and the end.
  event(e) {
    const ev = e as ToyEvent;
    switch (ev.type) {
      case 'dealt':
        return { typename: 'ToyCardsDealt', fields: { deal: ev.deal, hands: ev.hands, commitment: ev.commitment } };
      case 'cardPlayed':
        return { typename: 'CardPlayed', fields: { deal: ev.deal, seats: [0, 1, 2], seat: ev.player, player: ev.player, card: ev.card } };
      case 'trickCompleted':
        return {
          typename: 'TrickCompleted',
          fields: {
            deal: ev.deal,
            seats: [0, 1, 2],
            trick: ev.trick,
            leader: ev.cards[0].player,
            cards: ev.cards.map((c) => ({ seat: c.player, card: c.card })),
            winner: ev.winner,
            points: 0,
          },
        };
      case 'matchEnded':
        return { typename: 'MatchEnded', fields: { totals: ev.totals, seed: ev.seed } };
    }
  },
  legalActions: (list) => list.map((a) => ({ typename: 'ToyLegalAction', type: 'play', mutation: 'toyPlayCard', card: (a as ToyAction).card })),
  scoreSheet(v) {
    const s = v as ReturnType<typeof view>;
    return { totals: s.totals, over: s.over, pot: null, deals: [] };
  },
  dealRecord({ tableId, config, seed, actions, dealNumber, state }) {
    const r = toyGame.dealRecord(config as ToyConfig, seed, actions as ToyAction[], dealNumber, state as ToyState);
    return r ? { record: { tableId, deal: dealNumber }, json: { scheme: SCHEME, ...r }, iss: null } : null;
  },
  bot(strategy) {
    // Every strategy plays a uniformly random legal card.
    return { strategy, choose: async (_view, legal) => legal[Math.floor(Math.random() * legal.length)] as ActionBodyOf };
  },
  timeoutMove: () => undefined,
};

SERVED_GAMES.register(toyServed);

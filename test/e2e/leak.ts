// The leak walk, run in full by leak.e2e-spec.ts and short by leak-smoke.e2e-spec.ts.
// Hidden information on the wire. After every action of several deals we compute, from the
// server's unredacted state, which cards each seat and a spectator may NOT know (other hands,
// the skat, the discards, minus whatever the engine's viewMatch shows that caller), and check
// that no response (table view, legalActions, action result) and no subscription event sent to
// that caller names one of them. Responses select every typed field (support/generic-player.ts:
// TABLE_VIEW, EVENT_FIELDS), so the typed views and events are audited field by field.
import { engineValue } from '../../src/bots/kit/view.js';
import { setNames } from '../../src/engine/cards.js';
import { applyMatch, viewMatch, type MatchState } from '../../src/engine/match/index.js';
import { viewTarock, type TarockTableState } from '../../src/engine/tarock/index.js';
import { tCardName } from '../../src/engine/tarock/index.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { Subscriber, useTestServer } from '../support/app.js';
import {
  actionRequest,
  createTable,
  FEED,
  feedEntries,
  GAMES_ACTION_RESULT,
  GAMES_FEED,
  GAMES_TABLE_VIEW,
  joinTable,
  legalActions,
  perform,
  pick,
  register,
  rng,
  tableView,
  type LegalAction,
  type Registered,
} from '../support/skat.js';

const CARD = /\b[CSHD][AKQJT987]\b/g;
const cardsIn = (x: unknown): Set<string> => new Set(JSON.stringify(x ?? null).match(CARD) ?? []);

type Viewer = number | 'spectator';

function secretFor(state: MatchState, viewer: Viewer): Set<string> {
  const deal = state.deal;
  const seat = viewer === 'spectator' ? -1 : state.seats.indexOf(viewer);
  const hidden = new Set<string>([...setNames(deal.skat), ...setNames(deal.discards)]);
  deal.hands.forEach((h, s) => {
    if (s !== seat) for (const c of setNames(h)) hidden.add(c);
  });
  for (const c of cardsIn(viewMatch(state, viewer))) hidden.delete(c);
  return hidden;
}

/** Events of a deal that is already over are public (its record is served too). */
function liveEvent(e: any, state: MatchState): boolean {
  const deal = e?.deal;
  return typeof deal !== 'number' || deal === state.dealNumber;
}

const CONCESSION_OF_DEAL = ['', 'layOpen', 'giveUp', 'concede', ''];

/**
 * A scripted player that walks every phase whatever the cards: deal 1 the declarer lays open,
 * deal 2 a defender gives up, deal 3 the declarer concedes, deal 4 everybody passes (a Ramsch
 * with these presets); otherwise middlehand bids 18 and the rest pass. The declarer always
 * picks up the skat and plays a plain suit game or Grand; defenders say Kontra, the declarer Re.
 */
function choose(actions: LegalAction[], dealNumber: number, random: () => number): LegalAction | null {
  const find = (t: string) => actions.find((a) => engineValue(a.type) === t);
  const plan = CONCESSION_OF_DEAL[dealNumber] ?? '';
  const allPass = dealNumber === 4;
  const concession = plan ? find(plan) : undefined;
  const choice =
    find('re') ??
    (!allPass ? find('kontra') : undefined) ??
    concession ??
    find('pickUpSkat') ??
    (find('bid')
      ? !allPass && actions.some((a) => engineValue(a.type) === 'bid' && a.value === 18)
        ? actions.find((a) => engineValue(a.type) === 'bid' && a.value === 18)
        : find('pass')
      : undefined) ??
    (find('hold') ? (!allPass && random() < 0.5 ? find('hold') : find('pass')) : undefined) ??
    (find('acceptGrandHand') ? (allPass ? find('declineGrandHand') : pick(actions, random)) : undefined);
  if (choice) return choice;
  const declares = actions.filter((a) => engineValue(a.type) === 'declare');
  if (declares.length) {
    const plain = declares.filter((a) => a.game !== 'NULL' && !a.ouvert && !a.schneiderAnnounced && !a.schwarzAnnounced && !a.tip);
    return (plain.length ? plain : declares)[Math.floor(random() * (plain.length || declares.length))];
  }
  return pick(actions, random);
}

export interface LeakOptions {
  /** Skat tables walked to the end: preset, players, rounds. */
  skat: [string, number, number][];
  /** Server-bot matches: what, and how many people play along (0 or 1). */
  serverBots: [string, number][];
  /** Tarock tables walked to the end: preset, players. */
  tarock: [string, number][];
}

/** The leak suite over the tables of `o`, and the check that the audit catches a leak. */
export function describeLeak(o: LeakOptions): void {
  describe('no hidden card ever reaches a caller', () => {
    const suite = useTestServer();
    /** Responses and events checked (a figure for docs/reliability.md). */
    let audited = 0;

    // The timeout guards against a hang, it is no speed target: thousands of requests, slow on a busy machine.
    it.each(o.skat)(
      '%s, %i players, %i round(suite.s): every seat and a spectator',
      async (preset, size, rounds) => {
        const people: Registered[] = [];
        for (let i = 0; i < size; i++) people.push(await register(suite.s, `Leak${i}`));
        const tableId = (await createTable(suite.s, people[0].token, { preset, players: size, rounds })).table.id;
        const clients = [...people.map((p) => suite.s.wsClient(p.token)), suite.s.wsClient()];
        const subs = clients.map((c) => new Subscriber<any>(c, FEED, { tableId }));
        await Promise.all(subs.map((x) => x.waitFor((m) => m.length >= 1)));
        for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId });

        const repo = suite.s.app.get(TablesRepository);
        const viewers: Viewer[] = [...people.map((_, i) => i), 'spectator'];
        const tokenOf = (v: Viewer) => (v === 'spectator' ? undefined : people[v].token);
        /** The state after each step, by its seq (subscription events are checked against these). */
        const states: { seq: number; state: MatchState }[] = [];
        const leaks: string[] = [];
        const check = (what: string, v: Viewer, payload: unknown, state: MatchState) => {
          audited++;
          const secret = secretFor(state, v);
          const bad = [...cardsIn(payload)].filter((c) => secret.has(c));
          if (bad.length) leaks.push(`${what} to ${v} at deal ${state.dealNumber}: ${bad.join(' ')}`);
        };
        const snapshot = async () => {
          const row = (await repo.find(tableId))!;
          const state = row.state as MatchState;
          states.push({ seq: row.seq, state });
          // Reads only, nothing moves meanwhile: all of them at once.
          await Promise.all(
            viewers.map(async (v) => {
              // The typed view (every field of MatchView and SkatDealView) and the debugging escape hatch.
              const [view, raw, legal] = await Promise.all([
                tableView(suite.s, tableId, tokenOf(v)),
                suite.s.ok(`query($id: ID!) { table(tableId: $id) { raw } }`, { id: tableId }, tokenOf(v)),
                v !== 'spectator' ? legalActions(suite.s, tableId, people[v].token) : null,
              ]);
              check('table view', v, view, state);
              check('raw view', v, raw, state);
              if (legal) check('legalActions', v, legal, state);
            }),
          );
          return state;
        };

        const random = rng(size * 100 + rounds);
        const phases = new Set<string>();
        let state = await snapshot();
        for (let i = 0; i < 3000 && !state.over; i++) {
          phases.add(state.deal.phase);
          if (state.deal.ramsch) phases.add('ramsch');
          let moved = false;
          for (const v of viewers.filter((x): x is number => x !== 'spectator')) {
            const { actions } = await legalActions(suite.s, tableId, people[v].token);
            const a = choose(actions, state.dealNumber, random);
            if (!a) continue;
            const result = await perform(suite.s, people[v].token, tableId, a);
            phases.add(engineValue(a.type));
            state = await snapshot();
            check('action view', v, result.view, state);
            for (const e of result.events) if (liveEvent(e, state)) check('action event', v, e, state);
            moved = true;
            break;
          }
          if (!moved) break;
        }
        expect(state.over).toBe(true);
        phases.add(state.deal.phase);
        // The policy guarantees these whatever the cards (deals 1-4 are a lay-open, a give-up, a
        // concession and an all-pass Ramsch; every Kontra is answered with Re).
        const walked = ['bidding', 'skatDecision', 'discarding', 'declaring', 'playing', 'over', 'ramsch'];
        for (const p of [...walked, 'bid', 'hold', 'pass', 'pickUpSkat', 'discard', 'declare', 'play', 'kontra', 're', 'layOpen', 'giveUp', 'concede']) {
          expect(phases).toContain(p);
        }

        const last = states[states.length - 1].seq;
        for (const [i, sub] of subs.entries()) {
          await sub.waitFor((m) => m[m.length - 1].tableEvents.seq === last);
          const v = viewers[i];
          for (const { tableEvents: m } of sub.messages) {
            for (const e of m.events) {
              const at = states.find((x) => x.seq >= e.seq)!;
              if (liveEvent(e, at.state)) check(`event ${e.seq} ${e.type}`, v, e, at.state);
            }
          }
          sub.close();
        }
        await Promise.all(clients.map((c) => c.dispose()));
        expect(leaks).toEqual([]);
        process.stdout.write(
          `leak audit (${preset}, ${size} players, every seat and a spectator): ${audited} responses and events checked, leaks found=${leaks.length}\n`,
        );
      },
      180_000,
    );

    /**
     * The state after every action of a finished table, rebuilt from its log (the initial state
     * of the match and the accepted actions): server bots move on their own, so the test cannot
     * snapshot between their moves.
     */
    async function statesOf(tableId: string): Promise<{ seq: number; state: MatchState }[]> {
      const m = suite.s.app.get(TablesRepository).manager;
      const [started] = (await m.query(`SELECT seq, payload FROM table_events WHERE type = 'table.matchStarted' AND table_id = $1`, [tableId])) as {
        seq: number;
        payload: { initialState: MatchState };
      }[];
      const actions = (await m.query(`SELECT seq_to, action FROM table_actions WHERE table_id = $1 ORDER BY seq_from`, [tableId])) as {
        seq_to: number;
        action: Parameters<typeof applyMatch>[1];
      }[];
      const out = [{ seq: started.seq, state: started.payload.initialState }];
      for (const a of actions) {
        const r = applyMatch(out[out.length - 1].state, a.action);
        if (!r.ok) throw new Error(`log does not replay: ${r.error.code}`);
        out.push({ seq: a.seq_to, state: r.state });
      }
      return out;
    }

    it.each(o.serverBots)('a full server-bot match (%s) with a spectator subscribed, audited on the wire', async (_what, people) => {
      const person = await register(suite.s, 'BotMate');
      const tableId = (await createTable(suite.s, person.token, { preset: 'PUB', rounds: 1, takeSeat: people === 1 })).table.id;
      const clients = [suite.s.wsClient(), ...(people ? [suite.s.wsClient(person.token)] : [])];
      const subs = clients.map((c) => new Subscriber<any>(c, FEED, { tableId }));
      await Promise.all(subs.map((x) => x.waitFor((m) => m.length >= 1)));
      await suite.s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId } }, person.token);

      // The person plays along with the scripted policy; the bots move by themselves.
      const ended = (m: any[]) => feedEntries(m).some((e) => e.type === 'matchEnded');
      const results: { seq: number; payload: unknown }[] = [];
      const random = rng(99);
      while (people && !ended(subs[1].messages)) {
        const { seq, actions } = await legalActions(suite.s, tableId, person.token);
        const view = await tableView(suite.s, tableId, person.token);
        // Bots move in between: each payload is checked against the state at its own seq.
        results.push({ seq: view.seq, payload: view }, { seq, payload: actions });
        const a = view.table.status === 'PLAYING' ? choose(actions, view.dealNumber ?? 1, random) : null;
        if (a) {
          const { query, variables } = actionRequest(tableId, a, { expectedSeq: seq });
          const r = await suite.s.gql<any>(query, variables, person.token);
          if (r.data) {
            const res = r.data[a.mutation];
            results.push({ seq: res.view.seq, payload: res.view }, ...res.events.map((e: { seq: number }) => ({ seq: e.seq, payload: { events: [e] } })));
          } else expect(['CONFLICT', 'ILLEGAL_ACTION']).toContain(r.errors?.[0].extensions?.code); // a bot moved first
        } else await subs[1].waitFor((m) => ended(m) || m[m.length - 1].tableEvents.seq > seq);
      }
      await Promise.all(subs.map((x) => x.waitFor(ended)));
      expect((await tableView(suite.s, tableId)).table.status).toBe('FINISHED');

      const states = await statesOf(tableId);
      const stateAt = (seq: number) => (states.find((x) => x.seq >= seq) ?? states[states.length - 1]).state;
      const leaks: string[] = [];
      let checked = 0;
      const check = (what: string, v: Viewer, payload: unknown, state: MatchState) => {
        checked++;
        audited++;
        const secret = secretFor(state, v);
        const bad = [...cardsIn(payload)].filter((c) => secret.has(c));
        if (bad.length) leaks.push(`${what} to ${v} at deal ${state.dealNumber}: ${bad.join(' ')}`);
      };
      const viewers: Viewer[] = ['spectator', ...(people ? [0] : [])];
      for (const [i, sub] of subs.entries()) {
        for (const { tableEvents: m } of sub.messages) {
          if (m.kind === 'VIEW') check(`view ${m.seq}`, viewers[i], m.view, stateAt(m.seq));
          for (const e of m.events) if (liveEvent(e, stateAt(e.seq))) check(`event ${e.seq} ${e.type}`, viewers[i], e, stateAt(e.seq));
        }
        // Every seq exactly once, in order.
        const seqs = feedEntries(sub.messages).map((e) => e.seq);
        expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, k) => seqs[0] + k));
        sub.close();
      }
      for (const r of results) {
        const state = stateAt(r.seq);
        const events = (r.payload as { events?: unknown[] }).events;
        if (events) {
          for (const e of events) if (liveEvent(e, state)) check('action event', 0, e, state);
        } else check('response', 0, r.payload, state);
      }
      // The bots really played: every deal of the match has a result on the spectator's feed.
      expect(feedEntries(subs[0].messages).filter((e) => e.type === 'dealScored').length).toBe(3);
      await Promise.all(clients.map((c) => c.dispose()));
      expect(leaks).toEqual([]);
      process.stdout.write(`leak audit (server bots, ${_what}, spectator subscribed): ${checked} views and events checked, leaks found=${leaks.length}\n`);
    });

    it('the check itself catches a leak (a test that cannot fail is a defect)', async () => {
      const ps = [await register(suite.s, 'Self0'), await register(suite.s, 'Self1'), await register(suite.s, 'Self2')];
      const tableId = (await createTable(suite.s, ps[0].token, { preset: 'STANDARD' })).table.id;
      for (const p of ps.slice(1)) await joinTable(suite.s, p.token, { tableId });
      // The unredacted initial state of a match (server-side only) names every hand.
      const rows = (await suite.s.app
        .get(TablesRepository)
        .manager.query(`SELECT payload FROM table_events WHERE type = 'table.matchStarted' AND table_id = $1`, [tableId])) as {
        payload: { initialState: MatchState };
      }[];
      const initial = rows[0].payload.initialState;
      const secret = secretFor(initial, initial.seats[0]);
      expect(setNames(initial.deal.hands[1]).every((c) => secret.has(c))).toBe(true);
      // An unredacted 'dealt' event would name the other hands: the check must flag it.
      const unredacted = { type: 'dealt', hands: initial.deal.hands.map((h) => setNames(h)) };
      expect([...cardsIn(unredacted)].filter((c) => secret.has(c)).length).toBe(20); // the two other hands
      expect([...cardsIn(viewMatch(initial, initial.seats[0]))].filter((c) => secret.has(c))).toEqual([]);
    });

    // Bavarian Tarock: the other hands, the talon (until its declarer takes it up, and then only
    // for them) and the discards (the declarer only) never reach a caller who may not see them.
    const TAROCK_CARD = /\b[EGHS][ATKOU9876]\b/g;
    const tarockCardsIn = (x: unknown): Set<string> => new Set(JSON.stringify(x ?? null).match(TAROCK_CARD) ?? []);
    function tarockSecret(state: TarockTableState, viewer: Viewer): Set<string> {
      const d = state.deal;
      const seat = viewer === 'spectator' ? -1 : state.seats.indexOf(viewer);
      const hidden = new Set<string>([...d.talon, ...(d.discarded ?? [])].map(tCardName));
      d.hands.forEach((h, s) => {
        if (s !== seat) for (const c of h) hidden.add(tCardName(c));
      });
      for (const c of tarockCardsIn(viewTarock(state, viewer))) hidden.delete(c);
      return hidden;
    }

    it.each(o.tarock)(
      'Tarock %s, %i players: every seat and a spectator, views, legal actions, results and feeds',
      async (preset, size) => {
        const people: Registered[] = [];
        for (let i = 0; i < size; i++) people.push(await register(suite.s, `TLeak${preset}${i}`));
        const tableId = (await createTable(suite.s, people[0].token, { game: 'TAROCK', preset, players: size, rounds: 1 })).table.id;
        const clients = [...people.map((p) => suite.s.wsClient(p.token)), suite.s.wsClient()];
        const subs = clients.map((c) => new Subscriber<any>(c, GAMES_FEED, { tableId }));
        await Promise.all(subs.map((x) => x.waitFor((m) => m.length >= 1)));
        for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId }, GAMES_TABLE_VIEW);
        const repo = suite.s.app.get(TablesRepository);
        const viewers: Viewer[] = [...people.map((_, i) => i), 'spectator'];
        const tokenOf = (v: Viewer) => (v === 'spectator' ? undefined : people[v].token);
        const states: { seq: number; state: TarockTableState }[] = [];
        const leaks: string[] = [];
        let checked = 0;
        const check = (what: string, v: Viewer, payload: unknown, state: TarockTableState) => {
          checked++;
          const secret = tarockSecret(state, v);
          const bad = [...tarockCardsIn(payload)].filter((c) => secret.has(c));
          if (bad.length) leaks.push(`${what} to ${v} at deal ${state.dealNumber}: ${bad.join(' ')}`);
        };
        const snapshot = async () => {
          const row = (await repo.find(tableId))!;
          const state = row.state as TarockTableState;
          states.push({ seq: row.seq, state });
          // Reads only, nothing moves meanwhile: all of them at once.
          await Promise.all(
            viewers.map(async (v) => {
              const [view, raw, legal] = await Promise.all([
                tableView(suite.s, tableId, tokenOf(v), GAMES_TABLE_VIEW),
                suite.s.ok(`query($id: ID!) { table(tableId: $id) { raw } }`, { id: tableId }, tokenOf(v)),
                v !== 'spectator' ? legalActions(suite.s, tableId, people[v].token) : null,
              ]);
              check('table view', v, view, state);
              check('raw view', v, raw, state);
              if (legal) check('legalActions', v, legal, state);
            }),
          );
          return state;
        };
        const random = rng(size * 31);
        const phases = new Set<string>();
        let state = await snapshot();
        for (let i = 0; i < 600 && !state.over; i++) {
          phases.add(state.deal.phase);
          let moved = false;
          for (const v of viewers.filter((x): x is number => x !== 'spectator')) {
            const { actions } = await legalActions(suite.s, tableId, people[v].token);
            const a = pick(actions, random);
            if (!a) continue;
            const result = await perform(suite.s, people[v].token, tableId, a, {}, GAMES_ACTION_RESULT);
            state = await snapshot();
            check('action view', v, result.view, state);
            for (const e of result.events) if (liveEvent(e, state as never)) check('action event', v, e, state);
            // A refused move's error (out of turn) names no hidden card either (once per trick).
            const toMove = state.deal.turn === null ? null : state.seats[state.deal.turn];
            if (state.deal.phase === 'playing' && state.deal.current?.cards.length === 0 && toMove !== v) {
              const refused = await suite.s.gql(
                `mutation($i: TarockPlayCardInput!) { tarockPlayCard(input: $i) { seq } }`,
                { i: { tableId, card: 'E6' } },
                people[v].token,
              );
              expect(refused.errors?.[0].extensions?.code).toBe('ILLEGAL_ACTION');
              // The refusal may name the card the caller sent; nothing else.
              check('refusal', v, JSON.stringify(refused.errors).replaceAll('E6', ''), state);
            }
            moved = true;
            break;
          }
          if (!moved) break;
        }
        expect(state.over).toBe(true);
        for (const p of ['bidding', 'declaring', 'playing']) expect(phases).toContain(p);
        const last = states[states.length - 1].seq;
        for (const [i, sub] of subs.entries()) {
          await sub.waitFor((m) => m[m.length - 1].tableEvents.seq === last);
          const v = viewers[i];
          for (const { tableEvents: m } of sub.messages) {
            for (const e of m.events) {
              const at = states.find((x) => x.seq >= e.seq)!;
              if (liveEvent(e, at.state as never)) check(`event ${e.seq} ${e.type}`, v, e, at.state);
            }
          }
          sub.close();
        }
        await Promise.all(clients.map((c) => c.dispose()));
        // Records are served once a deal is over: then nothing in them is secret.
        expect(leaks).toEqual([]);
        process.stdout.write(
          `leak audit (Tarock ${preset}, ${size} players, every seat and a spectator): ${checked} responses and events checked, leaks found=${leaks.length}\n`,
        );
      },
      300_000,
    );
  });
}

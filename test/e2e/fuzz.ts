// The fuzz suite, run in full by fuzz.e2e-spec.ts and short by fuzz-smoke.e2e-spec.ts.
// Bad input never hurts. A seeded fast-check generator sends thousands of random and
// malformed requests at the server running as a child process: wrong types, unknown cards,
// huge strings, deep nesting, many aliases, batches, out-of-turn and other-seat moves with
// real cards of the player to move (at a Skat and at a Tarock table), bad and revoked tokens, malformed JSON, wrong content
// types, GET requests. Never a 5xx, never a crash, every error carries extensions.code (and
// none is INTERNAL_SERVER_ERROR), and no table changes: seqs, every seat's and a spectator's
// view and legal actions are the same before and after. Then a control character in each string
// argument and input field of every query and mutation, in turn: BAD_USER_INPUT.
import fc from 'fast-check';
import WebSocket from 'ws';
import { useChildServer } from '../support/child-server.js';
import { DEAL_RECORD, EVENT_FIELDS, TABLE_VIEW } from '../support/skat.js';

const CONCURRENCY = 8;

export interface FuzzOptions {
  /** HTTP operations (a batch counts each). */
  operations: number;
  /** Websocket messages on top of the HTTP requests. */
  wsMessages: number;
  seed: number;
}

interface Req {
  method: 'POST' | 'GET';
  contentType?: string;
  auth?: string;
  body?: string;
  query?: string;
  /** Operations in the request (a batch counts each). */
  ops: number;
}

/** The operator secret of the fuzzed server (docs/platforms.md). */
const FUZZ_OPERATOR_SECRET = 'fuzz-operator-secret-0123456789';

/** The fuzz suite with `operations` HTTP operations and `wsMessages` websocket messages from `seed`. */
export function describeFuzz({ operations: OPERATIONS, wsMessages: WS_MESSAGES, seed: SEED }: FuzzOptions): void {
  describe('fuzzing the API', () => {
    const suite = useChildServer();

    it(`survives ${OPERATIONS}+ random and malformed operations with coded errors and no state change`, async () => {
      // Rate limits off: this test is about input, and it sends from one address as fast as it can.
      // Refusals answered at once: the fuzz checks what is answered, not when (slow refusals: identities.e2e).
      // The operator's secret and a platform's key, so the admin and platform operations reach their input checks too.
      const server = await suite.start({ RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_TOKEN: '0', REFUSAL_DELAY_MS: '0', OPERATOR_SECRET: FUZZ_OPERATOR_SECRET });
      const url = `${server.httpUrl}/graphql`;
      const call = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
        const r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        const j = (await r.json()) as any;
        if (j.errors) throw new Error(JSON.stringify(j.errors));
        return j.data;
      };
      const reg = async (name: string) =>
        (await call(`mutation($n: String!) { register(input: { name: $n }) { apiToken { token tokenId } } }`, { n: name })).register.apiToken;

      // A running match (nobody but the player to move could change it), and a private open table.
      const seated = [await reg('F0'), await reg('F1'), await reg('F2')];
      const outsider = await reg('Out');
      const revoked = (await call('mutation { issueToken { tokenId token } }', {}, outsider.token)).issueToken;
      await call('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: revoked.tokenId }, outsider.token);
      const running = (await call(`mutation { createTable(input: { preset: PUB, players: 3 }) { table { id } } }`, {}, seated[0].token)).createTable.table.id;
      for (const p of seated.slice(1)) await call(`mutation($t: ID!) { joinTable(input: { tableId: $t }) { seq } }`, { t: running }, p.token);
      const priv = (await call(`mutation { createTable(input: { preset: CLUB, visibility: PRIVATE }) { table { id } } }`, {}, seated[2].token)).createTable
        .table.id;

      const turn: number = (await call(`query($t: ID!) { table(tableId: $t) { match { turn } } }`, { t: running }, seated[0].token)).table.match.turn;
      const moverHand: string[] = (await call(`query($t: ID!) { table(tableId: $t) { hand } }`, { t: running }, seated[turn].token)).table.hand;
      // A running Tarock match whose player to move (forehand: player 1, as player 0 deals first) is the same person.
      const others = seated.filter((_, i) => i !== turn);
      const tarock = (await call(`mutation { createTable(input: { game: TAROCK, preset: HAFERL }) { table { id } } }`, {}, others[0].token)).createTable.table
        .id;
      await call(`mutation($t: ID!) { joinTable(input: { tableId: $t, seat: 1 }) { seq } }`, { t: tarock }, seated[turn].token);
      await call(`mutation($t: ID!) { joinTable(input: { tableId: $t, seat: 2 }) { seq } }`, { t: tarock }, others[1].token);
      expect((await call(`query($t: ID!) { table(tableId: $t) { match { turn } } }`, { t: tarock })).table.match.turn).toBe(1);
      const tarockHand: string[] = (await call(`query($t: ID!) { table(tableId: $t) { hand } }`, { t: tarock }, seated[turn].token)).table.hand;
      const tables = [running, priv, tarock];
      const platformKey: string = (
        await (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-operator-secret': FUZZ_OPERATOR_SECRET },
            body: JSON.stringify({
              query: `mutation { registerPlatform(input: { name: "Fuzz", jwtIssuer: "https://fuzz.example", jwtAudience: "fuzz", jwksUrl: "https://fuzz.example/jwks" }) { apiKey { key } } }`,
            }),
          })
        ).json()
      ).data.registerPlatform.apiKey.key;
      // The fuzzer's valid tokens: everyone but the player to move, who have no move now.
      const tokens = [...seated.filter((_, i) => i !== turn), outsider].map((t) => t.token);
      for (const t of tokens) {
        expect((await call(`query($t: ID!) { legalActions(tableId: $t) { actions { type } } }`, { t: running }, t)).legalActions.actions).toEqual([]);
      }

      const snapshot = async () => {
        const out: unknown[] = [];
        for (const t of tables) {
          for (const tok of [undefined, ...seated.map((p) => p.token)]) {
            out.push(await call(`query($t: ID!) { table(tableId: $t) { ${TABLE_VIEW} } }`, { t }, tok));
            if (tok)
              out.push(
                await call(
                  `query($t: ID!) { legalActions(tableId: $t) { seq actions { type ... on SkatLegalAction { value card cards game } } } }`,
                  { t },
                  tok,
                ),
              );
          }
        }
        return out;
      };
      const before = await snapshot();

      // ---- the generator ----
      const introspection = (
        await call(`{ __schema { mutationType { fields { name args { name type { kind name ofType { kind name ofType { name } } } } } } } }`)
      ).__schema.mutationType.fields as any[];
      // Token rotation and revocation are left out so the fuzzer's own tokens stay usable (limits.e2e-spec tests them).
      const mutations = introspection.filter((f) => f.name !== 'rotateToken' && f.name !== 'revokeToken');
      const typeName = (t: any): string => (t.kind === 'NON_NULL' ? `${typeName(t.ofType)}!` : t.kind === 'LIST' ? `[${typeName(t.ofType)}]` : t.name);

      const huge = fc.integer({ min: 1_000, max: 80_000 }).map((n) => 'x'.repeat(n));
      /** A string with a control character (C0, DEL or C1) somewhere; NUL once reached PostgreSQL as an internal error. */
      const controlled = fc
        .tuple(fc.string({ maxLength: 8 }), fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })), fc.string({ maxLength: 8 }))
        .map(([a, c, b]) => a + String.fromCharCode(c) + b);
      const card = fc.oneof(
        fc.constantFrom(...moverHand, ...tarockHand),
        fc.constantFrom('CJ', 'XX', 'cj', 'C10', '', 'SA ', 'ÄÖ', 'D7D8', '♠A', 'null', 'EU', 'S6', 'GO'),
        fc.string({ maxLength: 4 }),
      );
      const junk: fc.Arbitrary<unknown> = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.integer(),
        fc.double({ noNaN: true }),
        fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -1, 0, 18, 19, 264, 1e300),
        fc.boolean(),
        fc.constant(null),
        fc.array(card, { maxLength: 4 }),
        fc.object({ maxDepth: 2, maxKeys: 4 }),
        huge,
        controlled,
        card,
        fc.uuid(),
      );
      const tableId = fc.oneof(fc.constantFrom(...tables), fc.uuid(), junk);
      const fieldValue = (name: string): fc.Arbitrary<unknown> => {
        switch (name) {
          case 'tableId':
            return tableId;
          case 'card':
            return card;
          case 'cards':
            return fc.oneof(fc.array(card, { maxLength: 12 }), junk);
          case 'value':
            return fc.oneof(fc.constantFrom(18, 20, 22, 23, 24, 27, 30, 264, 19, 0, -18), junk);
          case 'expectedSeq':
            return fc.oneof(fc.integer({ min: -2, max: 40 }), junk);
          case 'game':
            return fc.oneof(fc.constantFrom('CLUBS', 'SPADES', 'HEARTS', 'DIAMONDS', 'GRAND', 'NULL', 'clubs', 'BOGUS', 'SKAT', 'TAROCK'), junk);
          case 'contract':
            return fc.oneof(fc.constantFrom('FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL', 'PICK_UP', 'HAND', 'frage'), junk);
          case 'target':
            return fc.oneof(fc.constantFrom(61, 66, 116, 60, 121, -61), junk);
          case 'trump':
            return fc.oneof(fc.constantFrom('ACORNS', 'LEAVES', 'HEARTS', 'BELLS', 'E', 'CLUBS'), junk);
          default:
            return junk;
        }
      };
      const FIELDS = [
        'tableId',
        'value',
        'card',
        'cards',
        'game',
        'contract',
        'target',
        'trump',
        'variant',
        'ouvert',
        'schneiderAnnounced',
        'schwarzAnnounced',
        'tip',
        'expectedSeq',
        'clientActionId',
        'seat',
        'inviteCode',
        'preset',
        'players',
        'rounds',
        'visibility',
        'strategy',
        'takeSeat',
        'name',
        'kind',
        'rules',
        'bogus',
      ];
      const input = fc
        .tuple(fc.subarray(FIELDS, { minLength: 0, maxLength: 6 }), fc.boolean())
        .chain(([names, withTable]) => fc.tuple(...(withTable ? ['tableId', ...names] : names).map((n) => fieldValue(n).map((v) => [n, v] as const))))
        .map((pairs) => Object.fromEntries(pairs));
      const auth = fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...tokens).map((t) => `Bearer ${t}`) },
        { weight: 2, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(`Bearer ${revoked.token}`, 'Bearer', 'Basic abc', `bearer ${tokens[0]}x`, `Bearer ${'a'.repeat(5000)}`, 'Bearer skat_'),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
      );

      /** One GraphQL operation: { query, variables } (or odd shapes of it). */
      const mutationOp = fc.tuple(fc.constantFrom(...mutations), input, fc.integer({ min: 0, max: 3 })).map(([m, inp, style]) => {
        const arg = m.args[0];
        if (!arg) return { query: `mutation { ${m.name} }` };
        if (style === 0) return { query: `mutation { ${m.name}(${arg.name}: ${JSON.stringify(inp)}) { __typename } }` }; // JSON is not GraphQL literal syntax
        if (style === 1) return { query: `mutation($x: String) { ${m.name}(${arg.name}: $x) { __typename } }`, variables: { x: inp } }; // wrong variable type
        return {
          query:
            `mutation($i: ${typeName(arg.type)}) { ${m.name}(${arg.name}: $i) ${arg.type.kind === 'SCALAR' || arg.type.ofType?.kind === 'SCALAR' ? '' : '{ __typename }'} }`.replace(
              /\) \{ __typename \} \}$/,
              m.name === 'leaveTable' ? ') { seq } }' : ') { __typename } }',
            ),
          variables: { i: arg.name === 'input' ? inp : (inp as any).tableId },
        };
      });
      /** Well-formed moves by players who may not move now (other seat's cards, stale or current seq). */
      const turnOp = fc
        .tuple(
          fc.constantFrom(
            'skatBid',
            'skatHold',
            'skatPass',
            'skatPickUpSkat',
            'skatDiscard',
            'skatDeclare',
            'skatPlayCard',
            'skatKontra',
            'skatRe',
            'skatGiveUp',
            'skatAcceptGiveUp',
            'skatLayOpen',
            'skatConcede',
            'skatAcceptGrandHand',
          ),
          fc.constantFrom(...moverHand),
          fc.integer({ min: 0, max: 8 }),
          fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 12 }) }, { weight: 1, arbitrary: controlled }),
        )
        .map(([m, c, seq, id]) => {
          const extra: Record<string, string> = {
            skatBid: 'SkatBidInput',
            skatPlayCard: 'SkatPlayCardInput',
            skatDiscard: 'SkatDiscardInput',
            skatDeclare: 'SkatDeclareInput',
          };
          const inp: Record<string, unknown> = { tableId: running, expectedSeq: seq, clientActionId: id || undefined };
          if (m === 'skatBid') inp.value = 18;
          if (m === 'skatPlayCard') inp.card = c;
          if (m === 'skatDiscard') inp.cards = moverHand.slice(0, 2);
          if (m === 'skatDeclare') inp.game = 'GRAND';
          return { query: `mutation($i: ${extra[m] ?? 'ActionInput'}!) { ${m}(input: $i) { seq events { ${EVENT_FIELDS} } } }`, variables: { i: inp } };
        });
      /** The same at the Tarock table, with Tarock's mutations and the Tarock mover's cards. */
      const tarockTurnOp = fc
        .tuple(
          fc.constantFrom('tarockBid', 'tarockDeclare', 'tarockDiscard', 'tarockPlayCard', 'tarockPass', 'tarockHold', 'skatBid', 'skatPlayCard'),
          fc.constantFrom(...tarockHand),
          fc.integer({ min: 0, max: 8 }),
          fc.string({ maxLength: 12 }),
        )
        .map(([m, c, seq, id]) => {
          const extra: Record<string, string> = {
            tarockBid: 'TarockBidInput',
            tarockDeclare: 'TarockDeclareInput',
            tarockDiscard: 'TarockDiscardInput',
            tarockPlayCard: 'TarockPlayCardInput',
            skatBid: 'SkatBidInput',
            skatPlayCard: 'SkatPlayCardInput',
          };
          const inp: Record<string, unknown> = { tableId: tarock, expectedSeq: seq, clientActionId: id || undefined };
          if (m === 'tarockBid') inp.contract = 'PICK_UP';
          if (m === 'skatBid') inp.value = 18;
          if (m === 'tarockDeclare') inp.contract = 'HAND';
          if (m === 'tarockDiscard') inp.cards = tarockHand.slice(0, 3);
          if (m === 'tarockPlayCard') inp.card = c;
          if (m === 'skatPlayCard') inp.card = 'CJ';
          return { query: `mutation($i: ${extra[m] ?? 'ActionInput'}!) { ${m}(input: $i) { seq events { ${EVENT_FIELDS} } } }`, variables: { i: inp } };
        });
      const queryOp = fc.tuple(fc.constantFrom('table', 'legalActions', 'scoreSheet', 'dealRecord', 'lobby', 'me'), tableId, junk).map(([q, t, j]) => {
        switch (q) {
          case 'dealRecord':
            return { query: `query($t: ID!, $d: Int!) { dealRecord(tableId: $t, deal: $d) { record { ${DEAL_RECORD} } iss } }`, variables: { t, d: j } };
          case 'lobby':
            return { query: `query($n: Int!) { lobby(limit: $n) { id seats { index player { name } } } }`, variables: { n: j } };
          case 'me':
            return { query: `{ me { id name } }` };
          default:
            return { query: `query($t: ID!) { ${q}(tableId: $t) { __typename } }`, variables: { t } };
        }
      });
      const nestedOp = fc.oneof(
        fc.integer({ min: 1, max: 30_000 }).map((n) => ({ query: `{${'a{'.repeat(n)}b${'}'.repeat(n)}}` })),
        fc.integer({ min: 5, max: 60 }).map((n) => ({ query: `{ ${'table(tableId: "x") { table { seats { player { '.repeat(n)}id${' } } } }'.repeat(n)} }` })),
        fc.integer({ min: 1, max: 3000 }).map((n) => ({ query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: lobby { id }`).join(' ')} }` })),
        fc
          .integer({ min: 1, max: 200 })
          .map((n) => ({ query: `{ lobby { ...F0 } } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Table { id ...F${(i + 1) % n} }`).join(' ')}` })),
        fc.constant({ query: `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }` }),
        fc.string({ maxLength: 200 }).map((q) => ({ query: q })),
      );
      const op = fc.oneof(
        { weight: 4, arbitrary: mutationOp },
        { weight: 2, arbitrary: turnOp },
        { weight: 1, arbitrary: tarockTurnOp },
        { weight: 2, arbitrary: queryOp },
        { weight: 1, arbitrary: nestedOp },
      );

      const json = (x: unknown) => JSON.stringify(x);
      const request: fc.Arbitrary<Req> = fc.oneof(
        {
          weight: 12,
          arbitrary: fc.tuple(op, auth).map(([o, a]) => ({ method: 'POST' as const, contentType: 'application/json', auth: a, body: json(o), ops: 1 })),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.array(op, { minLength: 0, maxLength: 14 }), auth)
            .map(([os, a]) => ({ method: 'POST' as const, contentType: 'application/json', auth: a, body: json(os), ops: Math.max(1, os.length) })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(op, fc.integer({ min: 0, max: 60 }), auth)
            .map(([o, cut, a]) => ({ method: 'POST' as const, contentType: 'application/json', auth: a, body: json(o).slice(0, cut), ops: 1 })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.oneof(fc.string(), fc.constantFrom('null', '1', '"x"', 'true', '[[]]', '[1,2]', '{}', '{"query": 5}', '{"query": null}', '{"variables": []}')),
              auth,
            )
            .map(([b, a]) => ({ method: 'POST' as const, contentType: 'application/json', auth: a, body: b, ops: 1 })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              op,
              fc.constantFrom(
                'text/plain',
                'application/x-www-form-urlencoded',
                'multipart/form-data; boundary=x',
                'application/graphql',
                'application/json; charset=latin-9',
                'application/xml',
                undefined,
              ),
            )
            .map(([o, ct]) => ({ method: 'POST' as const, contentType: ct, body: json(o), ops: 1 })),
        },
        {
          weight: 1,
          arbitrary: fc.tuple(op, auth).map(([o, a]) => ({
            method: 'GET' as const,
            auth: a,
            query: new URLSearchParams({
              query: (o as { query: string }).query.slice(0, 2000),
              variables: json((o as { variables?: unknown }).variables ?? {}),
            }).toString(),
            ops: 1,
          })),
        },
      );

      const requests = fc.sample(request, { numRuns: OPERATIONS, seed: SEED });
      const failures: string[] = [];
      const codes = new Map<string, number>();
      let statuses5xx = 0;
      let ops = 0;
      const check = (req: Req, status: number, text: string) => {
        const where = () => `${req.method} ${req.contentType} ${(req.body ?? req.query ?? '').slice(0, 200)} -> ${status} ${text.slice(0, 300)}`;
        if (status >= 500) {
          statuses5xx++;
          failures.push(`5xx: ${where()}`);
          return;
        }
        let body: any;
        try {
          body = JSON.parse(text);
        } catch {
          failures.push(`not JSON: ${where()}`);
          return;
        }
        const results = Array.isArray(body) ? body : [body];
        if (status >= 400 && !results.some((r) => r?.errors?.length)) failures.push(`error status without errors: ${where()}`);
        for (const r of results) {
          for (const e of r?.errors ?? []) {
            const code = e?.extensions?.code;
            if (typeof code !== 'string') failures.push(`error without code: ${where()}`);
            else if (code === 'INTERNAL_SERVER_ERROR') failures.push(`internal error: ${where()}`);
            codes.set(code, (codes.get(code) ?? 0) + 1);
          }
        }
      };
      let next = 0;
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < requests.length) {
            const req = requests[next++];
            const headers: Record<string, string> = {};
            if (req.contentType) headers['content-type'] = req.contentType;
            if (req.auth !== undefined) headers.authorization = req.auth;
            const res = await fetch(req.method === 'GET' ? `${url}?${req.query}` : url, {
              method: req.method,
              headers,
              body: req.method === 'POST' ? req.body : undefined,
            });
            check(req, res.status, await res.text());
            ops += req.ops;
          }
        }),
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;

      // ---- websockets: the same operations and worse, as graphql-ws messages ----
      type WsMsg = { raw: string } | { op: { query?: unknown; variables?: unknown } };
      const wsMessage: fc.Arbitrary<WsMsg> = fc.oneof(
        {
          weight: 8,
          arbitrary: fc
            .oneof(
              op,
              fc
                .oneof(fc.constant(running), controlled)
                .map((t) => ({ query: `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq } }`, variables: { t } })),
            )
            .map((o) => ({ op: o })),
        },
        {
          weight: 1,
          arbitrary: fc
            .oneof(
              fc.string({ maxLength: 50 }),
              fc.constantFrom(
                '{}',
                '{"type":"bogus"}',
                '{"type":"subscribe"}',
                '{"id":"1","type":"subscribe","payload":5}',
                '{"type":"complete","id":"nope"}',
                '{"type":"ping"}',
                '[]',
                'null',
              ),
            )
            .map((r) => ({ raw: r })),
        },
      );
      const wsPlan = fc.sample(fc.tuple(auth, wsMessage), { numRuns: WS_MESSAGES, seed: SEED + 1 });
      const wsUrl = server.wsUrl;
      let wsOps = 0;
      let socket: { ws: WebSocket; acked: Promise<boolean>; closed: boolean; auth: string | undefined } | null = null;
      const waiters = new Map<string, (m: unknown) => void>();
      /** What each websocket operation id carried (for failure messages). */
      const sent = new Map<string, string>();
      const openSocket = (authHeader: string | undefined) => {
        const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
        const state = { ws, closed: false, auth: authHeader, acked: Promise.resolve(false) };
        state.acked = new Promise<boolean>((resolve) => {
          ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: authHeader ? { authorization: authHeader } : {} })));
          ws.on('message', (data) => {
            const m = JSON.parse(String(data));
            if (m.type === 'connection_ack') return resolve(true);
            const what = `websocket ${authHeader?.slice(0, 20)} ${sent.get(m.id) ?? ''}`;
            if (m.type === 'next' && m.payload?.errors) check({ method: 'POST', ops: 1, body: what }, 200, JSON.stringify(m.payload));
            if (m.type === 'error') check({ method: 'POST', ops: 1, body: what }, 400, JSON.stringify({ errors: m.payload }));
            if (m.id && (m.type === 'next' || m.type === 'error' || m.type === 'complete')) waiters.get(m.id)?.(m);
          });
          ws.on('close', (code, reason) => {
            state.closed = true;
            // graphql-ws closes on protocol violations (4400, 4401, 4403, 4409) and ws on size (1009); 4500 would be a server error.
            if (code === 4500 || code === 1011 || code === 1006) failures.push(`websocket closed ${code} ${String(reason)}`);
            resolve(false);
            for (const w of waiters.values()) w(null);
            waiters.clear();
          });
          ws.on('error', () => undefined);
        });
        return state;
      };
      for (const [i, [authHeader, msg]] of wsPlan.entries()) {
        if (!socket || socket.closed || socket.auth !== authHeader) {
          if (socket && !socket.closed) socket.ws.close();
          socket = openSocket(authHeader);
        }
        if (!(await socket.acked)) continue; // refused at connect (bad token): counted, next message
        const id = `f${i}`;
        const answered = new Promise<unknown>((r) => waiters.set(id, r));
        sent.set(id, JSON.stringify(msg).slice(0, 300));
        if ('raw' in msg) {
          socket.ws.send(msg.raw);
          socket.ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: '{ __typename }' } })); // is the socket still serving?
        } else socket.ws.send(JSON.stringify({ id, type: 'subscribe', payload: msg.op }));
        wsOps++;
        const first = (await answered) as { type?: string } | null;
        waiters.delete(id);
        if (first?.type === 'next' && !socket.closed) socket.ws.send(JSON.stringify({ id, type: 'complete' }));
      }
      if (socket && !socket.closed) socket.ws.close();

      // ---- every string argument and input field of every query and mutation, with control characters ----
      // Each request is well-formed except for that one string, so only the string check can refuse it.
      const T = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
      const schema = (
        await call(
          `{ __schema { queryType { name } mutationType { name } types { name kind fields { name type { ${T} } args { name type { ${T} } } } inputFields { name type { ${T} } } enumValues { name } } } }`,
        )
      ).__schema;
      const types = new Map<string, any>(schema.types.map((t: any) => [t.name, t]));
      const named = (t: any): any => (t.ofType ? named(t.ofType) : t);
      const listed = (t: any): boolean => t.kind === 'LIST' || (t.kind === 'NON_NULL' && t.ofType.kind === 'LIST');
      const isString = (t: any) => ['String', 'ID'].includes(named(t).name);
      const valid = (t: any, field: string): unknown => {
        const n = named(t);
        const inner =
          n.kind === 'INPUT_OBJECT'
            ? Object.fromEntries(
                types
                  .get(n.name)
                  .inputFields.filter((f: any) => f.type.kind === 'NON_NULL')
                  .map((f: any) => [f.name, valid(f.type, f.name)]),
              )
            : n.kind === 'ENUM'
              ? types.get(n.name).enumValues[0].name
              : (({ Int: 0, Boolean: false, Card: moverHand[0] } as Record<string, unknown>)[n.name] ?? (field === 'tableId' ? running : 'x'));
        return listed(t) ? [inner] : inner;
      };
      /** Paths (field names) to the string leaves of a type, through input objects. */
      const stringPaths = (t: any, depth = 0): string[][] => {
        if (isString(t)) return [[]];
        const n = named(t);
        if (n.kind !== 'INPUT_OBJECT' || depth > 3) return [];
        return types.get(n.name).inputFields.flatMap((f: any) => stringPaths(f.type, depth + 1).map((p) => [f.name, ...p]));
      };
      const CONTROLS = ['a\u0000b', '\u001b[0m', 'x\u0085', '\u007f'];
      let swept = 0;
      for (const root of [schema.queryType.name, schema.mutationType.name]) {
        const kind = root === schema.queryType.name ? 'query' : 'mutation';
        for (const field of types.get(root).fields) {
          for (const [ai, arg] of field.args.entries()) {
            for (const path of stringPaths(arg.type)) {
              const bad = CONTROLS[swept++ % CONTROLS.length];
              const variables: Record<string, unknown> = Object.fromEntries(field.args.map((a: any, i: number) => [`a${i}`, valid(a.type, a.name)]));
              // Put the bad string at the path (inside the one list element where the path crosses a list).
              let holder: any = variables;
              let key = `a${ai}`;
              let type = arg.type;
              for (const name of path) {
                if (holder[key] === undefined || holder[key] === null) holder[key] = valid(type, key);
                holder = listed(type) ? holder[key][0] : holder[key];
                type = types.get(named(type).name).inputFields.find((f: any) => f.name === name).type;
                key = name;
              }
              holder[key] = listed(type) ? [bad] : bad;
              const ret = named(field.type);
              const selection = ret.kind === 'OBJECT' || ret.kind === 'UNION' || ret.kind === 'INTERFACE' ? '{ __typename }' : '';
              const query = `${kind}(${field.args.map((a: any, i: number) => `$a${i}: ${typeName(a.type)}`).join(', ')}) { ${field.name}(${field.args.map((a: any, i: number) => `${a.name}: $a${i}`).join(', ')}) ${selection} }`;
              const res = await fetch(url, {
                method: 'POST',
                // Platform operations (the webhooks' and createEmbedTicket too) with the platform's key; the operator's secret on every request (only the admin operations read it).
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${field.name.startsWith('platform') || /webhook/i.test(field.name) || field.name === 'createEmbedTicket' ? platformKey : tokens[0]}`,
                  'x-operator-secret': FUZZ_OPERATOR_SECRET,
                },
                body: json({ query, variables }),
              });
              const text = await res.text();
              const where = `${field.name}(${[arg.name, ...path].join('.')}) ${json(variables).slice(0, 200)} -> ${res.status} ${text.slice(0, 300)}`;
              const e = (JSON.parse(text) as any).errors?.[0];
              if (e?.extensions?.code !== 'BAD_USER_INPUT' || !/contains a control character/.test(e.message))
                failures.push(`control character not refused as input: ${where}`);
            }
          }
        }
      }
      expect(swept).toBeGreaterThan(20);

      expect(server.alive).toBe(true);
      expect(failures.slice(0, 20)).toEqual([]);
      expect(await snapshot()).toEqual(before);
      process.stdout.write(
        `fuzz (${suite.db.url ? 'PostgreSQL' : 'PGlite'}, seed ${SEED}): ${requests.length} requests, ${ops + wsOps} operations fuzzed (${ops} over HTTP in ${seconds.toFixed(1)} s, ${wsOps} websocket messages); 5xx=${statuses5xx}, uncoded errors=0, string arguments swept with control characters=${swept}, tables changed=0, server alive; codes ${json(Object.fromEntries([...codes].sort()))}\n`,
      );
      expect(requests.length).toBeGreaterThanOrEqual(OPERATIONS);
    }, 240_000);
  });
}

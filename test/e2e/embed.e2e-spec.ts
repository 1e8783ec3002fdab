// Embedding a table (docs/embed.md), without a browser: a platform's one-time tickets (only its
// own players at its own tables, stored hashed, single use, expiring), the session a ticket is
// redeemed for (its player's, expiring, unable to mint a lasting token, inside the platform's
// scope), and the CSP frame-ancestors of /embed/<tableId> per table. The browser side:
// test/web/embed.e2e-spec.ts.
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { withoutTicket } from '../../src/transports/sse.js';
import { useTestServer } from '../support/app.js';
import { CREATE_EMBED_TICKET, REDEEM_EMBED_TICKET, registerEmbedPlatform, seatedPlayer, type EmbedPlatform } from '../support/embed-platform.js';
import { operator, OPERATOR_SECRET } from '../support/platforms.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('embed tickets and sessions', () => {
  const suite = useTestServer({ OPERATOR_SECRET, PUBLIC_URL: 'https://skat.example/' });
  let a: EmbedPlatform;
  let b: EmbedPlatform;
  let atA: { playerId: string; tableId: string };
  let atB: { playerId: string; tableId: string };
  let open: { playerId: string; tableId: string; token: string };

  beforeAll(async () => {
    a = await registerEmbedPlatform(suite.s, 'Club', ['https://club.example', 'http://127.0.0.2:8080']);
    b = await registerEmbedPlatform(suite.s, 'Portal', ['https://portal.example']);
    atA = await seatedPlayer(suite.s, a, 'Ann');
    atB = await seatedPlayer(suite.s, b, 'Ben');
    const o = await seatedPlayer(suite.s, null, 'Cid');
    open = { ...o, token: o.token! };
  });

  const ticket = (key: string | undefined, tableId: string, playerId: string) => suite.s.gql(CREATE_EMBED_TICKET, { i: { tableId, playerId } }, key);
  const redeem = (t: string) => suite.s.gql(REDEEM_EMBED_TICKET, { i: { ticket: t } });
  const db = () => suite.s.app.get(DataSource);
  const count = async (sql: string) => Number((await db().query(sql))[0].n);

  it('a platform takes a ticket for its player at its table; the page redeems it once for a session of that player', async () => {
    const before = Date.now();
    const r = await ticket(a.key, atA.tableId, atA.playerId);
    expect(r.errors).toBeUndefined();
    const t = r.data!.createEmbedTicket;
    expect(t.ticket).toMatch(/^emb_[A-Za-z0-9_-]{32}$/);
    expect(t.path).toBe(`/embed/${atA.tableId}?ticket=${t.ticket}`);
    expect(t.url).toBe(`https://skat.example${t.path}`);
    const life = (new Date(t.expiresAt).getTime() - before) / 1000;
    expect(life).toBeGreaterThan(100);
    expect(life).toBeLessThanOrEqual(125);
    // Only its hash is stored.
    const rows: { ticket_hash: string }[] = await db().query(`SELECT ticket_hash FROM embed_tickets WHERE table_id = $1`, [atA.tableId]);
    expect(rows.map((x) => x.ticket_hash)).toEqual([sha256(t.ticket)]);
    // The request log writes the URL without it.
    expect(withoutTicket({ url: t.path }).url).toBe(`/embed/${atA.tableId}?ticket=[Redacted]`);

    const first = await redeem(t.ticket);
    expect(first.errors).toBeUndefined();
    const s = first.data!.redeemEmbedTicket;
    expect(s).toMatchObject({ tableId: atA.tableId, playerId: atA.playerId, name: 'Ann', allowedOrigins: ['https://club.example', 'http://127.0.0.2:8080'] });
    const session = (new Date(s.expiresAt).getTime() - Date.now()) / 1000;
    expect(session).toBeGreaterThan(14_000);
    expect(session).toBeLessThanOrEqual(14_400);
    expect(await count(`SELECT count(*) AS n FROM embed_tickets WHERE table_id = '${atA.tableId}'`)).toBe(0);

    // The session is the player, seated at the table.
    expect((await suite.s.ok(`{ me { id } }`, {}, s.token)).me.id).toBe(atA.playerId);
    const view = await suite.s.ok(`query($t: ID!) { table(tableId: $t) { yourSeat hand } }`, { t: atA.tableId }, s.token);
    expect(view.table.yourSeat).not.toBeNull();
    expect(view.table.hand.length).toBeGreaterThan(0);

    // Single use.
    const again = await redeem(t.ticket);
    expect(again.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(again.data?.redeemEmbedTicket ?? null).toBeNull();
  });

  it('a session cannot mint a lasting token and sees only its platform', async () => {
    const t = (await ticket(a.key, atA.tableId, atA.playerId)).data!.createEmbedTicket;
    const s = (await redeem(t.ticket)).data!.redeemEmbedTicket;
    const tokens = await count(`SELECT count(*) AS n FROM api_tokens WHERE player_id = '${atA.playerId}'`);
    expect(tokens).toBe(2); // the token this redeem made, and the first test's
    // A session is no platform key either.
    const more = await ticket(s.token, atA.tableId, atA.playerId);
    expect(more.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const m of ['issueToken', 'rotateToken']) {
      const r = await suite.s.gql(`mutation { ${m} { token } }`, {}, s.token);
      expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await count(`SELECT count(*) AS n FROM api_tokens WHERE player_id = '${atA.playerId}'`)).toBe(tokens);
    // The session still works (rotateToken did not revoke it), and another platform's table is unknown to it.
    expect((await suite.s.ok(`{ me { id } }`, {}, s.token)).me.id).toBe(atA.playerId);
    const other = await suite.s.gql(`query($t: ID!) { table(tableId: $t) { seq } }`, { t: atB.tableId }, s.token);
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("refuses another platform's table or player, a table of no platform, and callers without the platform's key; writes nothing", async () => {
    const before = await count(`SELECT count(*) AS n FROM embed_tickets`);
    const cases: [string | undefined, string, string, string][] = [
      [a.key, atB.tableId, atA.playerId, 'NOT_FOUND'],
      [a.key, atA.tableId, atB.playerId, 'NOT_FOUND'],
      [a.key, open.tableId, atA.playerId, 'NOT_FOUND'],
      [a.key, atA.tableId, open.playerId, 'NOT_FOUND'],
      [a.key, randomUUID(), atA.playerId, 'NOT_FOUND'],
      [b.key, atA.tableId, atA.playerId, 'NOT_FOUND'],
      [open.token, open.tableId, open.playerId, 'UNAUTHENTICATED'],
      // Outside every platform its tables do not exist (the platforms' scope guard).
      [undefined, atA.tableId, atA.playerId, 'NOT_FOUND'],
      [undefined, open.tableId, open.playerId, 'UNAUTHENTICATED'],
      [a.key, 'not-a-table', atA.playerId, 'BAD_USER_INPUT'],
    ];
    for (const [key, tableId, playerId, code] of cases) {
      const r = await ticket(key, tableId, playerId);
      expect([tableId, playerId, r.errors?.[0].extensions?.code]).toEqual([tableId, playerId, code]);
    }
    expect(await count(`SELECT count(*) AS n FROM embed_tickets`)).toBe(before);

    const unknown = await redeem(`emb_${'A'.repeat(32)}`);
    expect(unknown.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const malformed = await redeem('skat_not-a-ticket');
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("names the player by the platform's subject as well, within the platform only", async () => {
    const bySubject = (key: string, subject: string | null, playerId: string | null = null) =>
      suite.s.gql(CREATE_EMBED_TICKET, { i: { tableId: atA.tableId, subject, playerId } }, key);
    const r = await bySubject(a.key, 'user-ann');
    expect(r.errors).toBeUndefined();
    expect(r.data!.createEmbedTicket.playerId).toBe(atA.playerId);
    expect((await bySubject(a.key, 'user-ben')).errors?.[0].extensions?.code).toBe('NOT_FOUND'); // B's user
    expect((await bySubject(a.key, 'nobody')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await bySubject(a.key, 'user-ann', atA.playerId)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await bySubject(a.key, null)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('an expired ticket is refused, and a session stops working when it expires', async () => {
    const t = (await ticket(a.key, atA.tableId, atA.playerId)).data!.createEmbedTicket;
    await db().query(`UPDATE embed_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1`, [sha256(t.ticket)]);
    const late = await redeem(t.ticket);
    expect(late.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const t2 = (await ticket(a.key, atA.tableId, atA.playerId)).data!.createEmbedTicket;
    const s = (await redeem(t2.ticket)).data!.redeemEmbedTicket;
    await db().query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(s.token)]);
    const r = await suite.s.gql(`{ me { id } }`, {}, s.token);
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Another session of the player is untouched.
    const t3 = (await ticket(a.key, atA.tableId, atA.playerId)).data!.createEmbedTicket;
    const s3 = (await redeem(t3.ticket)).data!.redeemEmbedTicket;
    expect((await suite.s.ok(`{ me { id } }`, {}, s3.token)).me.id).toBe(atA.playerId);
  });

  it("/embed/<tableId> may be framed by its table's platform's origins only; every other page keeps FRAME_ANCESTORS", async () => {
    const ancestors = async (path: string) => {
      const res = await request(suite.s.httpUrl).get(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      return { fa: /frame-ancestors ([^;]*)/.exec(csp)?.[1], cache: res.headers['cache-control'] };
    };
    expect(await ancestors(`/embed/${atA.tableId}`)).toEqual({ fa: 'https://club.example http://127.0.0.2:8080', cache: 'no-store' });
    expect((await ancestors(`/embed/${atA.tableId}?ticket=emb_x&lang=de`)).fa).toBe('https://club.example http://127.0.0.2:8080');
    expect((await ancestors(`/embed/${atB.tableId}`)).fa).toBe('https://portal.example');
    expect((await ancestors(`/embed/${open.tableId}`)).fa).toBe("'none'");
    expect((await ancestors(`/embed/${randomUUID()}`)).fa).toBe("'none'");
    expect((await ancestors(`/embed/not-a-table`)).fa).toBe("'none'");
    expect((await ancestors('/health')).fa).toBe("'self'");
    expect((await ancestors('/')).fa).toBe("'self'");

    // The registration decides at every load.
    const updated = await operator(suite.s, `mutation($i: UpdatePlatformInput!) { updatePlatform(input: $i) { id } }`, {
      i: { platformId: b.id, allowedOrigins: ['https://portal.example', 'https://m.portal.example'] },
    });
    expect(updated.errors).toBeUndefined();
    expect((await ancestors(`/embed/${atB.tableId}`)).fa).toBe('https://portal.example https://m.portal.example');

    // A disabled platform: nobody may frame its tables, and its sessions end.
    const t = (await ticket(b.key, atB.tableId, atB.playerId)).data!.createEmbedTicket;
    const s = (await redeem(t.ticket)).data!.redeemEmbedTicket;
    expect((await operator(suite.s, `mutation($p: ID!) { disablePlatform(platformId: $p) { id } }`, { p: b.id })).errors).toBeUndefined();
    expect((await ancestors(`/embed/${atB.tableId}`)).fa).toBe("'none'");
    const r = await suite.s.gql(`{ me { id } }`, {}, s.token);
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

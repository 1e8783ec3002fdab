// Platforms that bring their own users, with real parts: the operator registers platforms over
// HTTP, a JWKS is served by the test over loopback, tokens are signed with its keys (jose), and
// the server verifies them (signature, issuer, audience, expiry, a rotated key by its kid).
import { useTestServer } from '../support/app.js';
import { JwksServer, keyPair, OPERATOR_SECRET, operator, registerPlatform, signToken, spkiOf, type KeyPair } from '../support/platforms.js';

const ME = '{ me { id name kind } }';

describe('platform users by JWT', () => {
  const suite = useTestServer({ OPERATOR_SECRET, JWKS_COOLDOWN_SECONDS: 0 });
  let jwks: JwksServer;
  let first: KeyPair;
  let staticKey: KeyPair;
  let a: { id: string; key: string };
  let b: { id: string; key: string };
  const A = { iss: 'https://id.club-a.example', aud: 'skat-a' };
  const B = { iss: 'https://id.portal-b.example', aud: 'skat-b' };

  beforeAll(async () => {
    first = await keyPair('k1');
    staticKey = await keyPair('static');
    jwks = await JwksServer.start([first]);
    a = await registerPlatform(suite.s, {
      name: 'Club A',
      jwtIssuer: A.iss,
      jwtAudience: A.aud,
      jwksUrl: jwks.url,
      allowedOrigins: ['https://club-a.example'],
    });
    b = await registerPlatform(suite.s, { name: 'Portal B', jwtIssuer: B.iss, jwtAudience: B.aud, nameClaim: 'nick' }, await spkiOf(staticKey));
  });
  afterAll(() => jwks.close());

  it('creates the player of a subject on first use, once, named from the claim and sanitised', async () => {
    const token = await signToken(first, { ...A, sub: 'u-1', name: '  Ａnn\u202E  Smith ' });
    const one = await suite.s.ok<any>(ME, {}, token);
    expect(one.me).toMatchObject({ name: 'Ann Smith', kind: 'PERSON' });
    // Another token of the same user: the same player.
    const again = await suite.s.ok<any>(ME, {}, await signToken(first, { ...A, sub: 'u-1', name: 'Ann Smith' }));
    expect(again.me.id).toBe(one.me.id);
    // The first requests of a new user at once make one player (INSERT ... ON CONFLICT).
    const tokens = await Promise.all([0, 1, 2, 3].map((i) => signToken(first, { ...A, sub: 'u-race', name: `R${i}` })));
    const ids = new Set((await Promise.all(tokens.map((t) => suite.s.ok<any>(ME, {}, t)))).map((r) => r.me.id));
    expect(ids.size).toBe(1);
    const players = await suite.s.ok<any>('{ platformPlayers { subject } }', {}, a.key);
    expect(players.platformPlayers.map((p: any) => p.subject).sort()).toEqual(['u-1', 'u-race']);
  });

  it('accepts a rotated key published under a new kid in the JWKS', async () => {
    const second = await keyPair('k2');
    jwks.keys = [first, second];
    expect((await suite.s.ok<any>(ME, {}, await signToken(second, { ...A, sub: 'u-1' }))).me.name).toBe('Player');
    // Once the old key is withdrawn from the set, a token naming an unknown kid is refused.
    jwks.keys = [second];
    const stray = await keyPair('k3');
    const r = await suite.s.gql(ME, {}, await signToken(stray, { ...A, sub: 'u-1' }));
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'UNKNOWN_SIGNING_KEY' });
    jwks.keys = [first, second];
  });

  it('refuses an expired token, a wrong issuer, a wrong audience and a bad signature, with a reason', async () => {
    const cases: [Promise<string>, string][] = [
      [signToken(first, { ...A, sub: 'u-1', expiresIn: -120 }), 'EXPIRED'],
      [signToken(first, { iss: 'https://nobody.example', aud: A.aud, sub: 'u-1' }), 'WRONG_ISSUER'],
      [signToken(first, { iss: A.iss, aud: 'someone-else', sub: 'u-1' }), 'WRONG_AUDIENCE'],
      // Signed with a key that is not the platform's, under the platform's kid.
      [keyPair('k1').then((forged) => signToken(forged, { ...A, sub: 'u-1' })), 'BAD_SIGNATURE'],
      [signToken(first, { ...A }), 'BAD_CLAIMS'],
    ];
    for (const [token, reason] of cases) {
      const r = await suite.s.gql(ME, {}, await token);
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason });
    }
    // A token cut short is malformed; nothing was created for any of them.
    const cut = (await signToken(first, { ...A, sub: 'u-cut' })).split('.').slice(0, 2).join('.') + '.';
    expect((await suite.s.gql(ME, {}, cut)).errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const players = await suite.s.ok<any>('{ platformPlayers { subject } }', {}, a.key);
    expect(players.platformPlayers.map((p: any) => p.subject)).not.toContain('u-cut');
  });

  it('verifies a static-key platform, and the same subject at two platforms is two players', async () => {
    const atA = await suite.s.ok<any>(ME, {}, await signToken(first, { ...A, sub: 'same', name: 'Same at A' }));
    const atB = await suite.s.ok<any>(ME, {}, await signToken(staticKey, { ...B, sub: 'same', nick: 'Same at B' }));
    expect(atB.me.name).toBe('Same at B');
    expect(atB.me.id).not.toBe(atA.me.id);
    // B's static key does not sign for A, and A's keys do not sign for B.
    expect((await suite.s.gql(ME, {}, await signToken(staticKey, { ...A, sub: 'same' }))).errors?.[0].extensions?.reason).toBe('UNKNOWN_SIGNING_KEY');
    expect((await suite.s.gql(ME, {}, await signToken(first, { ...B, sub: 'same' }))).errors?.[0].extensions?.reason).toBe('BAD_SIGNATURE');
  });

  it('refuses with KEYS_UNAVAILABLE while the JWKS cannot be fetched', async () => {
    const down = await JwksServer.start([first]);
    const url = down.url;
    await down.close();
    const c = await registerPlatform(suite.s, { name: 'Down', jwtIssuer: 'https://down.example', jwtAudience: 'd', jwksUrl: url });
    const r = await suite.s.gql(ME, {}, await signToken(first, { iss: 'https://down.example', aud: 'd', sub: 'x' }));
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'KEYS_UNAVAILABLE' });
    await operator(suite.s, 'mutation($p: ID!) { disablePlatform(platformId: $p) { id } }', { p: c.id });
  });

  it('works over graphql-ws connectionParams', async () => {
    const token = await signToken(first, { ...A, sub: 'u-ws', name: 'Wes' });
    const client = suite.s.wsClient(token);
    try {
      const result = await new Promise<any>((resolve, reject) => {
        let out: any;
        client.subscribe({ query: ME }, { next: (v) => (out = v), error: reject, complete: () => resolve(out) });
      });
      expect(result.data.me.name).toBe('Wes');
    } finally {
      await client.dispose();
    }
  });

  it('does not issue our tokens to a platform user', async () => {
    const token = await signToken(first, { ...A, sub: 'u-1' });
    expect((await suite.s.gql('mutation { issueToken { token } }', {}, token)).errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'PLATFORM_USER',
    });
  });

  it('rotates API keys with an overlap, revokes them, and refuses a disabled platform', async () => {
    const ROTATE = `mutation($i: RotatePlatformKeyInput!) { rotatePlatformKey(input: $i) { key keyId } }`;
    const WHO = '{ platform { id name } }';
    expect((await suite.s.ok<any>(WHO, {}, b.key)).platform.name).toBe('Portal B');
    const next = (await operator(suite.s, ROTATE, { i: { platformId: b.id, overlapSeconds: 3600 } })).data.rotatePlatformKey;
    // Both work during the overlap.
    expect((await suite.s.ok<any>(WHO, {}, b.key)).platform.id).toBe(b.id);
    expect((await suite.s.ok<any>(WHO, {}, next.key)).platform.id).toBe(b.id);
    // Rotating again without overlap: every older key stops at once.
    const third = (await operator(suite.s, ROTATE, { i: { platformId: b.id, overlapSeconds: 0 } })).data.rotatePlatformKey;
    for (const old of [b.key, next.key])
      expect((await suite.s.gql(WHO, {}, old)).errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'UNKNOWN_KEY' });
    expect((await suite.s.ok<any>(WHO, {}, third.key)).platform.id).toBe(b.id);
    const revoke = await operator(suite.s, 'mutation($p: ID!, $k: ID!) { revokePlatformKey(platformId: $p, keyId: $k) }', { p: b.id, k: third.keyId });
    expect(revoke.data?.revokePlatformKey).toBe(true);
    expect((await suite.s.gql(WHO, {}, third.key)).errors?.[0].extensions?.reason).toBe('UNKNOWN_KEY');
    // A key that was never issued, and one of another shape.
    expect((await suite.s.gql(WHO, {}, 'skp_' + 'x'.repeat(32))).errors?.[0].extensions?.reason).toBe('UNKNOWN_KEY');
    // Disabled: its users' tokens are refused too.
    const token = await signToken(staticKey, { ...B, sub: 'same' });
    expect((await suite.s.ok<any>(ME, {}, token)).me.name).toBe('Player');
    await operator(suite.s, 'mutation($p: ID!) { disablePlatform(platformId: $p) { disabledAt } }', { p: b.id });
    expect((await suite.s.gql(ME, {}, token)).errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'PLATFORM_DISABLED' });
  });

  it('guards the admin API with the operator secret, and checks what is registered', async () => {
    const input = { name: 'C', jwtIssuer: 'https://c.example', jwtAudience: 'c', jwksUrl: 'https://c.example/jwks' };
    const REG = `mutation($i: RegisterPlatformInput!, $pem: String) { registerPlatform(input: $i, publicKeyPem: $pem) { platform { id } } }`;
    expect((await operator(suite.s, REG, { i: input }, null)).errors?.[0].extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'OPERATOR_SECRET_MISSING',
    });
    expect((await operator(suite.s, REG, { i: input }, 'operator-secret-for-the-testz')).errors?.[0].extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'OPERATOR_SECRET_WRONG',
    });
    // A platform's key is not the operator.
    expect((await suite.s.gql(REG, { i: input }, a.key)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Bad input is refused and changes nothing.
    const bad: [Record<string, unknown>, string][] = [
      [{ ...input, jwtIssuer: A.iss }, 'jwtIssuer'],
      [{ ...input, jwksUrl: null }, 'jwksUrl'],
      [{ ...input, jwksUrl: 'http://example.com/jwks' }, 'jwksUrl'],
      [{ ...input, allowedOrigins: ['https://c.example/path'] }, 'allowedOrigins'],
    ];
    for (const [i, field] of bad) expect((await operator(suite.s, REG, { i })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect((await operator(suite.s, REG, { i: { ...input, jwksUrl: null }, pem: 'not a key' })).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'publicKeyPem',
    });
    const list = await operator(suite.s, '{ platforms { name } }');
    expect(list.data.platforms.map((p: any) => p.name)).toEqual(['Club A', 'Portal B', 'Down']);
  });
});

describe('the admin API without OPERATOR_SECRET', () => {
  const suite = useTestServer();

  it('is off', async () => {
    const r = await operator(suite.s, '{ platforms { id } }');
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_API_OFF' });
  });
});

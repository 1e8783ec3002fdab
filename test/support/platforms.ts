// A platform as the tests play it: its signing keys (jose), a JWKS served over loopback HTTP
// (the key set can be swapped: rotation), its users' tokens, and the operator's registration.
import { createServer, type Server } from 'node:http';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import type { GqlEndpoint } from './app.js';
import request from 'supertest';

export const OPERATOR_SECRET = 'operator-secret-for-the-tests';

export type KeyPair = Awaited<ReturnType<typeof generateKeyPair>> & { kid: string };

export async function keyPair(kid: string, alg = 'RS256'): Promise<KeyPair> {
  return { ...(await generateKeyPair(alg, { extractable: true })), kid };
}

/** A JWKS endpoint on 127.0.0.1 publishing the public halves of `keys` (settable). */
export class JwksServer {
  keys: KeyPair[] = [];
  fetches = 0;
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(keys: KeyPair[]): Promise<JwksServer> {
    let self: JwksServer | undefined;
    const server = createServer((_req, res) => {
      self!.fetches++;
      void Promise.all(self!.keys.map(async (k) => ({ ...(await exportJWK(k.publicKey)), kid: k.kid, alg: 'RS256', use: 'sig' }))).then((jwks) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: jwks }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    self = new JwksServer(server, `http://127.0.0.1:${port}/.well-known/jwks.json`);
    self.keys = keys;
    return self;
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

export interface TokenClaims {
  sub?: string;
  iss: string;
  aud: string;
  name?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  [claim: string]: unknown;
}

/** A token signed with `key` (its kid in the header). */
export async function signToken(key: KeyPair, claims: TokenClaims, alg = 'RS256'): Promise<string> {
  const { iss, aud, sub, expiresIn = 300, ...rest } = claims;
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(rest)
    .setProtectedHeader({ alg, kid: key.kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn);
  if (sub !== undefined) jwt.setSubject(sub);
  return jwt.sign(key.privateKey);
}

export async function spkiOf(key: KeyPair): Promise<string> {
  return exportSPKI(key.publicKey);
}

/** A GraphQL request with the operator's secret header (or none, or another). */
export async function operator<T = any>(s: GqlEndpoint, query: string, variables: Record<string, unknown> = {}, secret: string | null = OPERATOR_SECRET) {
  let r = request(s.httpUrl).post('/graphql').set('content-type', 'application/json');
  if (secret !== null) r = r.set('x-operator-secret', secret);
  const res = await r.send({ query, variables });
  return {
    status: res.status,
    data: res.body?.data as T | undefined,
    errors: res.body?.errors as { message: string; extensions?: Record<string, any> }[] | undefined,
  };
}

export const REGISTER_PLATFORM = `mutation($i: RegisterPlatformInput!, $pem: String) { registerPlatform(input: $i, publicKeyPem: $pem) { platform { id name jwtIssuer } apiKey { key keyId prefix } } }`;

/** Registers a platform through the admin mutation; returns its id and first key. */
export async function registerPlatform(s: GqlEndpoint, input: Record<string, unknown>, pem?: string): Promise<{ id: string; key: string; keyId: string }> {
  const r = await operator(s, REGISTER_PLATFORM, { i: input, pem });
  if (r.errors?.length || !r.data) throw new Error(`registerPlatform: ${JSON.stringify(r.errors)}`);
  return { id: r.data.registerPlatform.platform.id, key: r.data.registerPlatform.apiKey.key, keyId: r.data.registerPlatform.apiKey.keyId };
}

// Platforms for the embed tests: registered through the operator's mutation (their JWKS URL is
// never fetched: the embed tests sign no JWT), and a player of the platform seated at one of its tables
// against two server bots.
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { TestServer } from './app.js';
import { createTable, register } from './skat.js';

export const EMBED_OPERATOR_SECRET = 'embed-tests-operator-secret';

export interface EmbedPlatform {
  id: string;
  key: string;
}

/** The operator's mutations (X-Operator-Secret). */
export async function asOperator<T = any>(s: TestServer, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await request(s.httpUrl)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-operator-secret', EMBED_OPERATOR_SECRET)
    .send({ query, variables });
  if (res.body?.errors?.length || !res.body?.data) throw new Error(`operator: ${JSON.stringify(res.body?.errors ?? res.body)}`);
  return res.body.data as T;
}

export async function registerEmbedPlatform(s: TestServer, name: string, allowedOrigins: string[]): Promise<EmbedPlatform> {
  const d = await asOperator<{ registerPlatform: { platform: { id: string }; apiKey: { key: string } } }>(
    s,
    `mutation($i: RegisterPlatformInput!) { registerPlatform(input: $i) { platform { id } apiKey { key } } }`,
    {
      i: {
        name,
        jwtIssuer: `https://${name.toLowerCase()}.example/`,
        jwtAudience: 'skat',
        jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json',
        allowedOrigins,
      },
    },
  );
  return { id: d.registerPlatform.platform.id, key: d.registerPlatform.apiKey.key };
}

/**
 * A player of `platform` (null: of none) at a new table of it with two heuristic server bots: the
 * match has started. The rows are made the platform's by hand, as a platform's own table would be.
 */
export async function seatedPlayer(s: TestServer, platform: EmbedPlatform | null, name: string): Promise<{ playerId: string; tableId: string; token: string }> {
  // Before anything names the rows: the service caches whose they are (they never change).
  const db = s.app.get(DataSource);
  const p = await register(s, name);
  if (platform) await db.query(`UPDATE players SET platform_id = $1 WHERE id = $2`, [platform.id, p.playerId]);
  const tableId: string = (await createTable(s, p.token, { preset: 'STANDARD', rounds: 1 })).table.id;
  if (platform) await db.query(`UPDATE game_tables SET platform_id = $1 WHERE id = $2`, [platform.id, tableId]);
  await s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId, strategy: 'HEURISTIC' } }, p.token);
  return { playerId: p.playerId, tableId, token: p.token };
}

export const CREATE_EMBED_TICKET = `mutation($i: CreateEmbedTicketInput!) { createEmbedTicket(input: $i) { ticket path url tableId playerId expiresAt } }`;
export const REDEEM_EMBED_TICKET = `mutation($i: RedeemEmbedTicketInput!) { redeemEmbedTicket(input: $i) { token expiresAt tableId playerId name allowedOrigins } }`;

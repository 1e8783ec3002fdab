// Platforms for the embed tests: registered through the operator's mutation (their JWKS URL is
// never fetched: the embed tests sign no JWT), and a player of the platform seated by the
// platform's key at one of its tables against two server bots.
import type { TestServer } from './app.js';
import { registerPlatform } from './platforms.js';
import { createTable, register } from './skat.js';

export interface EmbedPlatform {
  id: string;
  key: string;
}

/** A platform whose pages are served from `allowedOrigins` (the operator's registerPlatform). */
export async function registerEmbedPlatform(s: TestServer, name: string, allowedOrigins: string[]): Promise<EmbedPlatform> {
  const { id, key } = await registerPlatform(s, {
    name,
    jwtIssuer: `https://${name.toLowerCase()}.example/`,
    jwtAudience: 'skat',
    jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json',
    allowedOrigins,
  });
  return { id, key };
}

/**
 * A player of `platform` at a new table of it with two heuristic server bots (platformCreateTable:
 * the match starts at once); with no platform, a player who registered and sat down against bots.
 * `token`: the player's own API token (a platform's player has none).
 */
export async function seatedPlayer(
  s: TestServer,
  platform: EmbedPlatform | null,
  name: string,
): Promise<{ playerId: string; tableId: string; token: string | undefined }> {
  if (!platform) {
    const p = await register(s, name);
    const tableId: string = (await createTable(s, p.token, { preset: 'STANDARD', rounds: 1 })).table.id;
    await s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId, strategy: 'HEURISTIC' } }, p.token);
    return { playerId: p.playerId, tableId, token: p.token };
  }
  const d = await s.ok<{ platformCreateTable: { table: { id: string; seats: { player: { id: string } | null }[] } } }>(
    `mutation($i: PlatformCreateTableInput!) { platformCreateTable(input: $i) { table { id seats { player { id } } } } }`,
    {
      i: {
        table: { preset: 'STANDARD', rounds: 1 },
        seats: [{ subject: `user-${name.toLowerCase()}`, name }, { bot: 'HEURISTIC' }, { bot: 'HEURISTIC' }],
      },
    },
    platform.key,
  );
  const t = d.platformCreateTable.table;
  return { playerId: t.seats[0].player!.id, tableId: t.id, token: undefined };
}

export const CREATE_EMBED_TICKET = `mutation($i: CreateEmbedTicketInput!) { createEmbedTicket(input: $i) { ticket path url tableId playerId expiresAt } }`;
export const REDEEM_EMBED_TICKET = `mutation($i: RedeemEmbedTicketInput!) { redeemEmbedTicket(input: $i) { token expiresAt tableId playerId name allowedOrigins } }`;

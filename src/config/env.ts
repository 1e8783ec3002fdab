// Configuration: the environment, validated once at start with class-validator so a bad
// value stops the process with a clear message instead of failing later.
import 'reflect-metadata';
import { resolve } from 'node:path';
import { plainToInstance, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min, validateSync } from 'class-validator';

/** WEBHOOK_RETRY_SCHEDULE: delays with a unit (ms, s, m, h), separated by commas. */
export const RETRY_SCHEDULE_PATTERN = /^\d+(ms|s|m|h)(,\d+(ms|s|m|h))*$/;

export class Env {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  /** The address to listen on (127.0.0.1: loopback only, as the API benchmark runs it). */
  @IsString()
  HOST: string = '0.0.0.0';

  /** Real PostgreSQL; without it an embedded PGlite under DATA_DIR is started. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** Redis for several instances: table feeds and activity notices cross instances through it. */
  @IsOptional()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** 1: serve the `noop` mutation, the framework floor `npm run bench:api` measures (never in the public schema). */
  @IsIn(['0', '1'], { message: 'BENCH_NOOP must be 0 or 1' })
  BENCH_NOOP: string = '0';

  /** Where the embedded PGlite keeps its files; 'memory://' for a throw-away database. */
  @IsString()
  DATA_DIR: string = './data';

  /** The built web table (`npm run build:web`), relative to the working directory. */
  @IsString()
  WEB_DIST: string = 'web/dist';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE: number = 10;

  /** How long a table lease (the right to move its server bots and timers) lasts unless renewed. */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  @Max(600_000)
  LEASE_TTL_MS: number = 10_000;

  /** How often an instance renews its leases and picks up tables whose lease ran out (< LEASE_TTL_MS). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  LEASE_RENEW_MS: number = 3_000;

  /** Worker threads that run the heuristic and strong server bots. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(32)
  BOT_WORKERS: number = 2;

  /** Worker threads beyond BOT_WORKERS kept for quick choices (every strategy but 'strong') while the others think: idle but for milliseconds at a time. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(8)
  BOT_QUICK_WORKERS: number = 1;

  /**
   * When the bot worker threads start: at boot, so their fixed footprint is there from the start
   * and no client's bot tables grow the process by it (each plays a quick deal of each game's
   * strong bot then, so the first table's moves do not compile the search); or on the first heuristic or strong bot
   * move, for a server that may never seat one (the in-process test servers).
   */
  @IsIn(['boot', 'first-use'])
  BOT_WORKERS_START: 'boot' | 'first-use' = 'boot';

  /**
   * The strong bots' thinking per move in ms when no choice waits (less with a queue, down to
   * 80): the Skat bot's work scales with it (2,240,000 solver nodes at 350), the others think that long. A
   * lower value buys CPU with strength (the test servers: 40).
   */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(350)
  BOT_STRONG_BUDGET_MS: number = 350;

  /** Added to the nice value of the bot worker threads (Linux; at most 19): above 0 people's moves and the API get the CPU before the bots' thinking; 0 keeps them equal. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(19)
  BOT_WORKER_NICENESS: number = 10;

  // Webhooks (src/webhooks/, docs/webhooks.md).

  /** Let webhooks reach private, loopback and link-local addresses (a deployment whose receivers are on its own network; the tests). */
  @Type(() => String)
  @IsIn(['true', 'false'])
  WEBHOOK_ALLOW_PRIVATE: 'true' | 'false' = 'false';

  /** Delays before the retries of a failed delivery (ms, s, m, h; each ±20% jitter); after the last one's attempt fails, the delivery is failed. */
  @IsString()
  @Matches(RETRY_SCHEDULE_PATTERN, { message: 'WEBHOOK_RETRY_SCHEDULE must be delays like 5s,30s,2m,1h separated by commas' })
  WEBHOOK_RETRY_SCHEDULE: string = '5s,30s,2m,10m,30m,1h,3h,6h,12h';

  /** A webhook request's whole time (connect, send, answer), in ms. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS: number = 10_000;

  /** Time to connect to a webhook receiver, in ms. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_CONNECT_TIMEOUT_MS: number = 3_000;

  /** Bytes of a receiver's answer read at most; a longer answer is dropped and the attempt failed. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_048_576)
  WEBHOOK_MAX_RESPONSE_BYTES: number = 65_536;

  /** How often each instance looks for due deliveries besides being woken by a commit, in ms. */
  @Type(() => Number)
  @IsInt()
  @Min(50)
  @Max(600_000)
  WEBHOOK_POLL_MS: number = 5_000;

  /** Requests one instance has in flight at most. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(256)
  WEBHOOK_CONCURRENCY: number = 16;

  /** A playing table whose people have all been silent this long is closed (turn timeouts keep it moving till then). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(30 * 24 * 3600)
  ABANDONED_TABLE_SECONDS: number = 3600;

  // Abuse limits (src/limits/). The defaults leave a normal client, the e2e tests and a bot
  // playing many tables alone; the API benchmark raises or disables (0) the rate limits.

  /** Largest accepted HTTP request body (and websocket message), in bytes. */
  @Type(() => Number)
  @IsInt()
  @Min(1024)
  MAX_BODY_BYTES: number = 65536;

  /** Deepest selection nesting of an operation (introspection fields not counted). */
  @Type(() => Number)
  @IsInt()
  @Min(2)
  MAX_QUERY_DEPTH: number = 10;

  /** Highest complexity of an operation: one per field, list fields times their size, more for fields that build a table view (query-limits.ts). */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  MAX_QUERY_COMPLEXITY: number = 3000;

  /**
   * Lexical tokens of one operation, checked while parsing: validation (graphql-js's overlapping-fields
   * rule) grows with the square of a field's aliases, so a long document is refused before it runs.
   * The fullest selection a client makes (an action's result with every event type and the whole view) stays under half of it (amplification e2e test).
   */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  @Max(1_000_000)
  MAX_QUERY_TOKENS: number = 4000;

  /** Operations in one batched HTTP request (a JSON array). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  MAX_BATCH_OPERATIONS: number = 10;

  /** Length of the rate-limit window, in seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  RATE_LIMIT_WINDOW_SECONDS: number = 10;

  /** Operations per window and token; 0 turns the limit off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RATE_LIMIT_PER_TOKEN: number = 2000;

  /** Operations per window and client address (all its tokens and anonymous calls); 0 turns it off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RATE_LIMIT_PER_IP: number = 10000;

  /**
   * How long an instance trusts a token it has looked up, in ms (0: ask PostgreSQL every time).
   * Revocation reaches every instance at once over the PubSub; this bounds a lost message.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  TOKEN_CACHE_MS: number = 30_000;

  /** Open websocket operations (subscriptions) per token; anonymous spectators count per address. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAX_SUBSCRIPTIONS_PER_TOKEN: number = 20;

  /** Proxies in front of the app (load balancers) whose X-Forwarded-For is trusted for the client address; 0: none. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY_HOPS: number = 0;

  // Table flood and lobby poisoning (issue 16, finding 4): open tables per player, their expiry, the lobby's share per player.

  /** Open tables (no match started yet) one player may have created at once; createTable beyond it is refused. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  MAX_OPEN_TABLES_PER_PLAYER: number = 10;

  /** An open table whose match has not started this long after its creation is closed (reason 'expired'). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(30 * 24 * 3600)
  OPEN_TABLE_EXPIRY_SECONDS: number = 3600;

  /** The lobby lists only each player's newest this many open public tables, so one player's flood cannot bury the others. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  LOBBY_TABLES_PER_PLAYER: number = 5;

  // Server bots, a shared resource (issue 16, finding 3: unattended bot matches).

  /** Server bot seats at open or playing tables a player created or sits at; 0 turns the cap off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  MAX_BOT_SEATS_PER_PLAYER: number = 60;

  /** Open or playing tables with strong server bots a player created or sits at; 0 turns the cap off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  MAX_STRONG_BOT_TABLES_PER_PLAYER: number = 5;

  /** A playing table of server bots only that nobody watched (feed subscriber, creator's query) this long is closed. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(30 * 24 * 3600)
  UNWATCHED_BOT_TABLE_SECONDS: number = 600;

  // Connection flood and free identities (issue 16, findings 1 and 5): open connections, idle sockets, registration and token issue, tokens, table subscribers.

  /** Open websocket connections and SSE streams per client address (a client needs one; a bot one per token). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAX_CONNECTIONS_PER_ADDRESS: number = 200;

  /** Open websocket connections and SSE streams of the whole instance. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAX_CONNECTIONS_TOTAL: number = 5000;

  /** Log entries the starts of one address's tableEvents feeds may replay (afterSeq, Last-Event-ID) per RATE_LIMIT_WINDOW_SECONDS; 0 turns it off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  REPLAY_ENTRIES_PER_ADDRESS: number = 20000;

  /** Open connections without a token (websockets after connection_init, SSE streams) per client address: spectators, not players. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS: number = 10;

  /** This share of MAX_CONNECTIONS_TOTAL, in percent, is kept for connections with a token (players): those without one take the rest. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100)
  CONNECTIONS_RESERVED_PERCENT: number = 20;

  /** A websocket that has started no operation this many seconds after its connection_ack is closed (4000). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  WS_FIRST_OPERATION_SECONDS: number = 5;

  /**
   * Requests refused for their shape (LIMIT_EXCEEDED: too long, deep, complex, aliased or big) per
   * client address (or token seen valid) and RATE_LIMIT_WINDOW_SECONDS. Once spent, the address's
   * requests over 4 KB are refused before their body is read until the window ends; 0 turns it off.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  REFUSALS_PER_ADDRESS: number = 20;

  /**
   * A refusal for a rate limit (RATE_LIMITED) or for the connection cap is answered after this many
   * ms, so a client that waits for each answer cannot send thousands a second; 0 answers at once.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10_000)
  REFUSAL_DELAY_MS: number = 1000;

  /** Refusals held back at a time by REFUSAL_DELAY_MS (one address at most MAX_CONNECTIONS_PER_ADDRESS); beyond, they go out at once. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  MAX_DELAYED_REFUSALS: number = 2000;

  /** A websocket with no open subscription (none since connection_ack, or none since the last ended) and no operation is closed after this many seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  WS_IDLE_SECONDS: number = 60;

  /** Window of the two limits below, in seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  IDENTITY_RATE_WINDOW_SECONDS: number = 600;

  /** `register` calls per window and client address; 0 turns the limit off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  REGISTRATIONS_PER_ADDRESS: number = 200;

  /** `issueToken` and `rotateToken` calls per window and client address; 0 turns the limit off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  TOKEN_ISSUES_PER_ADDRESS: number = 200;

  /** Live (unrevoked) API tokens per player; `issueToken` beyond it is refused. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAX_TOKENS_PER_PLAYER: number = 10;

  /** Open `tableEvents` streams per table and instance of callers not seated there (seated players are always served). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAX_SPECTATORS_PER_TABLE: number = 50;

  // Amplification through a big field (issue 16, finding 2): aliases and response size.

  /** Response names (aliases) one field may have in one selection, fragments included. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAX_ALIASES_PER_FIELD: number = 30;

  /** Largest answer to a query or mutation (HTTP body or websocket message), in bytes: a bigger one is replaced by a LIMIT_EXCEEDED refusal. */
  @Type(() => Number)
  @IsInt()
  @Min(65536)
  MAX_RESPONSE_BYTES: number = 4 * 1024 * 1024;

  /** Open tables (match not started) created by players registered from one address (0: no cap). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  MAX_OPEN_TABLES_PER_ADDRESS: number = 50;

  /** The lobby lists only the newest this many open public tables of the players of one address. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOBBY_TABLES_PER_ADDRESS: number = 10;

  /** Open or playing tables with strong bots created by players registered from one address (0: no cap). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  MAX_STRONG_BOT_TABLES_PER_ADDRESS: number = 10;

  /** A rated match among the same players as k earlier ones within this many days counts 1/(1+k) (src/ratings/farm-check.ts). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RATING_REPEAT_WINDOW_DAYS: number = 7;

  /** Tournaments taking registrations one player may have created (0: no cap). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  MAX_REGISTERING_TOURNAMENTS_PER_PLAYER: number = 5;

  /** Tournaments taking registrations created by players registered from one address (0: no cap). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  MAX_REGISTERING_TOURNAMENTS_PER_ADDRESS: number = 20;

  /** A tournament nobody has registered for this long after its creation is removed (0: never). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  EMPTY_TOURNAMENT_EXPIRY_SECONDS: number = 3600;

  /**
   * Who may frame the page (Content-Security-Policy `frame-ancestors`): CSP sources separated by
   * spaces, e.g. `'self' https://club.example`; `'none'` forbids every frame.
   */
  @IsString()
  @Matches(/^('none'|'self'|https?:\/\/[\w.*:-]+|[\w.*-]+\.[\w.*:-]+)( ('self'|https?:\/\/[\w.*:-]+|[\w.*-]+\.[\w.*:-]+))*$/, {
    message: "FRAME_ANCESTORS must be 'none', or CSP sources separated by spaces ('self', https://host, host.example)",
  })
  FRAME_ANCESTORS: string = "'self'";

  /** The service's address as browsers reach it (e.g. `https://skat.example`): createEmbedTicket's `url` starts with it. Unset: `url` is null (use `path`). */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, { message: 'PUBLIC_URL must be an http(s) URL without query or fragment' })
  PUBLIC_URL?: string;

  /** How long an embed ticket (createEmbedTicket) waits for its page: long enough to load a frame, short enough not to matter in a log. */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(600)
  EMBED_TICKET_SECONDS: number = 120;

  /** How long the session an embed page redeems its ticket for lasts (a match; the host asks for a new ticket after). */
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(86_400)
  EMBED_SESSION_SECONDS: number = 14_400;

  /** Fields in the rows of lists only execution knows the length of (a score sheet), summed over one HTTP request, a batch included (request-cost.ts). */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  MAX_LIST_ROW_FIELDS: number = 50000;

  // Finding 7 of issue 16 (string inputs): a cap on every string argument and input field.
  /** Longest string argument or input field, in characters (verifyDeal's record may be as long as MAX_BODY_BYTES). */
  @Type(() => Number)
  @IsInt()
  @Min(64)
  @Max(1_000_000)
  MAX_STRING_LENGTH: number = 1024;

  // Platforms (docs/platforms.md).

  /** The operator's secret for the admin mutations (header X-Operator-Secret), at least 16 characters; unset: the admin API is off. */
  @IsOptional()
  @IsString()
  @Length(16, 1000, { message: 'OPERATOR_SECRET must be 16 to 1000 characters' })
  OPERATOR_SECRET?: string;

  /** Operations per RATE_LIMIT_WINDOW_SECONDS of one platform's API keys together; 0 turns the limit off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RATE_LIMIT_PER_PLATFORM: number = 5000;

  /** A token naming a key id its platform's cached key set lacks fetches the set again, at most once per this many seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(3600)
  JWKS_COOLDOWN_SECONDS: number = 30;

  /** How long a platform's fetched key set is kept, in seconds. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  JWKS_CACHE_SECONDS: number = 600;
}

export function validateEnv(raw: Record<string, unknown>): Env {
  const env = plainToInstance(Env, raw, { enableImplicitConversion: false, exposeDefaultValues: true });
  // Empty strings from shells mean "not set".
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'OPERATOR_SECRET', 'PUBLIC_URL'] as const) if (env[key] === '') env[key] = undefined;
  const errors = validateSync(env, { whitelist: false });
  if (errors.length === 0 && env.LEASE_RENEW_MS >= env.LEASE_TTL_MS) {
    throw new Error('Invalid configuration:\n  LEASE_RENEW_MS must be below LEASE_TTL_MS');
  }
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}));
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return env;
}

/**
 * What the instances of one deployment share and other deployments on the same Redis do not: its
 * database (host and name), or the embedded database's directory. Scopes Redis keys and channels.
 */
export function deploymentScope(env: Env): string {
  const db = env.DATABASE_URL ? new URL(env.DATABASE_URL) : undefined;
  return db ? `${db.host}${db.pathname}` : resolve(env.DATA_DIR);
}

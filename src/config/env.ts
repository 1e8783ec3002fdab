// Configuration: the environment, validated once at start with class-validator so a bad
// value stops the process with a clear message instead of failing later.
import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

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

  /** Where the embedded PGlite keeps its files; 'memory://' for a throw-away database. */
  @IsString()
  DATA_DIR: string = './data';

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

  /** Highest complexity of an operation: one per field, list fields times their size. */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  MAX_QUERY_COMPLEXITY: number = 3000;

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

  // Finding 7 of issue 16 (string inputs): a cap on every string argument and input field.
  /** Longest string argument or input field, in characters (verifyDeal's record may be as long as MAX_BODY_BYTES). */
  @Type(() => Number)
  @IsInt()
  @Min(64)
  @Max(1_000_000)
  MAX_STRING_LENGTH: number = 1024;
}

export function validateEnv(raw: Record<string, unknown>): Env {
  const env = plainToInstance(Env, raw, { enableImplicitConversion: false, exposeDefaultValues: true });
  // Empty strings from shells mean "not set".
  for (const key of ['DATABASE_URL', 'REDIS_URL'] as const) if (env[key] === '') env[key] = undefined;
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

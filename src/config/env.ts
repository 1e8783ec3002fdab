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

  /** Real PostgreSQL; without it an embedded PGlite under DATA_DIR is started. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** Reserved for the Redis PubSub (multi-instance); unused by a single instance. */
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
}

export function validateEnv(raw: Record<string, unknown>): Env {
  const env = plainToInstance(Env, raw, { enableImplicitConversion: false, exposeDefaultValues: true });
  // Empty strings from shells mean "not set".
  for (const key of ['DATABASE_URL', 'REDIS_URL'] as const) if (env[key] === '') env[key] = undefined;
  const errors = validateSync(env, { whitelist: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}));
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return env;
}

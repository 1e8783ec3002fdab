// Database feature: the TypeORM data source (real PostgreSQL from DATABASE_URL, or the
// embedded PGlite), the explicit entity and migration lists, migrations run at start, and
// the data source's pg pool for statements TypeORM cannot send (PG_POOL).
// synchronize is off: the schema changes only through migrations/.
import { Global, Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { Env } from '../config/env.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ENTITIES, MIGRATIONS, SUBSCRIBERS } from './schema.js';

export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    subscribers: SUBSCRIBERS,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    installExtensions: false,
    poolSize,
    logging: ['error'],
  };
}

/** Runs the pending migrations while holding a PostgreSQL advisory lock (on its own connection). */
async function migrateUnderLock(ds: DataSource, url: string): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await lock.end(); // ends the session, which frees the lock
  }
}

const MIGRATION_LOCK = 7_420_601;

/** The pg pool behind the data source: for named prepared statements (TableStore's move). Same connections, same pool size. */
export const PG_POOL = Symbol('PG_POOL');

const pgPoolProvider: Provider = {
  provide: PG_POOL,
  inject: [DataSource],
  useFactory: (ds: DataSource): pg.Pool => (ds.driver as unknown as { master: pg.Pool }).master,
};

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [Env],
      // No DATABASE_URL: the factory below starts PGlite and fills in its URL.
      useFactory: (env: Env) => ({
        ...dataSourceOptions(env.DATABASE_URL ?? '', env.DB_POOL_SIZE),
        embeddedDataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
      }),
      dataSourceFactory: async (options) => {
        const { embeddedDataDir, ...opts } = options as DataSourceOptions & { url: string; poolSize: number; embeddedDataDir?: string };
        let stopEmbedded: (() => Promise<void>) | undefined;
        if (embeddedDataDir) {
          // One pooled connection: PGlite runs one query at a time anyway, and the socket
          // server interleaves extended-protocol messages of concurrent connections (seen as
          // "unnamed prepared statement does not exist"). Headroom over the pool: an extra
          // connection beyond maxConnections would crash PGLiteSocketServer.
          opts.poolSize = 1;
          const embedded = await startEmbeddedPostgres(embeddedDataDir, 3);
          opts.url = embedded.url;
          stopEmbedded = embedded.stop;
        }
        // Several instances may start at once on a real server: one migrates, the others wait.
        const ds = new DataSource({ ...opts, migrationsRun: !!embeddedDataDir } as DataSourceOptions);
        // The embedded server must outlive the pool: stop it right after the pool closes.
        const destroy = ds.destroy.bind(ds);
        ds.destroy = async () => {
          await destroy();
          await stopEmbedded?.();
        };
        await ds.initialize();
        if (!embeddedDataDir) await migrateUnderLock(ds, opts.url);
        return ds;
      },
    }),
  ],
  providers: [pgPoolProvider],
  exports: [PG_POOL],
})
export class DatabaseModule {}

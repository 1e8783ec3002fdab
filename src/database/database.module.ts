// Database feature: the TypeORM data source (real PostgreSQL from DATABASE_URL, or the
// embedded PGlite), the explicit entity and migration lists, migrations run at start.
// synchronize is off: the schema changes only through migrations/.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { Env } from '../config/env.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ENTITIES, MIGRATIONS } from './schema.js';

export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    installExtensions: false,
    poolSize,
    logging: ['error'],
  };
}

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
        const ds = new DataSource(opts as DataSourceOptions);
        // The embedded server must outlive the pool: stop it right after the pool closes.
        const destroy = ds.destroy.bind(ds);
        ds.destroy = async () => {
          await destroy();
          await stopEmbedded?.();
        };
        return ds.initialize();
      },
    }),
  ],
})
export class DatabaseModule {}

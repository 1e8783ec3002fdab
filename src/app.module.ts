// The application: infrastructure (config, logging, database, GraphQL, health) plus one
// module per feature. `AppModule.forRoot(overrides)` lets tests point it at their own database.
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { GraphQLError } from 'graphql';
import { LoggerModule } from 'nestjs-pino';
import { ActionsModule } from './actions/actions.module.js';
import { BiddingModule } from './bidding/bidding.module.js';
import { bearerToken, type GqlContext } from './common/auth/auth.js';
import { formatGraphQLError } from './common/errors/error-formatter.js';
import { createValidationPipe } from './common/validation.js';
import { AppConfigModule } from './config/config.module.js';
import { Env } from './config/env.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { PlayModule } from './play/play.module.js';
import { PlayersModule } from './players/players.module.js';
import { PlayersService } from './players/players.service.js';
import { ScoringModule } from './scoring/scoring.module.js';
import { ServerBotsModule } from './server-bots/server-bots.module.js';
import { TableFeedModule } from './table-feed/table-feed.module.js';
import { TablesModule } from './tables/tables.module.js';

export const FEATURE_MODULES = [PlayersModule, TablesModule, ActionsModule, BiddingModule, PlayModule, ScoringModule, TableFeedModule, ServerBotsModule];

async function callerFor(players: PlayersService, header: unknown): Promise<GqlContext> {
  if (header === undefined || header === null || header === '') return {};
  const token = bearerToken(header);
  const caller = token ? await players.authenticate(token) : null;
  return caller ? { caller } : { badToken: true };
}

function graphqlModule() {
  return GraphQLModule.forRootAsync<ApolloDriverConfig>({
    driver: ApolloDriver,
    imports: [PlayersModule],
    inject: [PlayersService],
    useFactory: (players: PlayersService): ApolloDriverConfig => {
      const logger = new Logger('GraphQL');
      return {
        autoSchemaFile: true,
        sortSchema: true,
        graphiql: false,
        includeStacktraceInErrorResponses: false,
        formatError: (formatted, error) => formatGraphQLError(formatted, error, (e) => logger.error(e)),
        subscriptions: {
          'graphql-ws': {
            // A wrong token closes the socket (4403); no token at all is a spectator.
            onConnect: async (ctx) => {
              const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
              const auth = await callerFor(players, params.authorization ?? params.Authorization);
              if (auth.badToken) return false;
              (ctx.extra as Record<string, unknown>).auth = auth;
              return true;
            },
            // Apollo's formatError does not see websocket traffic: apply the same mapping here.
            onNext: (_ctx, _id, _payload, _args, result) => {
              const r = result as { errors?: readonly GraphQLError[] };
              if (!r.errors?.length) return undefined;
              return { ...result, errors: r.errors.map((e) => formatGraphQLError(e.toJSON(), e, (x) => logger.error(x))) } as never;
            },
            // graphql-ws's onError (for refused operations) is passed through by Nest but not in its type.
            ...({ onError: (_c: unknown, _i: string, _p: unknown, errors: readonly GraphQLError[]) => errors.map((e) => formatGraphQLError(e.toJSON(), e, (x) => logger.error(x))) } as object),
          },
        },
        context: async (arg: { req?: { headers: Record<string, unknown> }; extra?: { auth?: GqlContext } }): Promise<GqlContext> => {
          if (arg.extra) return { ...(arg.extra.auth ?? {}) };
          return callerFor(players, arg.req?.headers.authorization);
        },
      };
    },
  });
}

@Module({})
export class AppModule {
  static forRoot(overrides: Partial<Record<keyof Env, unknown>> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(overrides),
        LoggerModule.forRootAsync({
          inject: [Env],
          useFactory: (env: Env) => ({
            pinoHttp: {
              level: env.LOG_LEVEL,
              // Tokens never reach the logs.
              redact: ['req.headers.authorization', 'req.headers.cookie'],
              autoLogging: env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace',
            },
          }),
        }),
        DatabaseModule,
        EventsModule,
        graphqlModule(),
        HealthModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_PIPE, useFactory: createValidationPipe }],
    };
  }
}

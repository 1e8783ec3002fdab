// The application: infrastructure (config, logging, database, GraphQL, health) plus one
// module per feature. `AppModule.forRoot(overrides)` lets tests point it at their own database.
// The GraphQL edge's per-request parts (context, graphql-ws hooks, the SSE endpoint) are in common/graphql/.
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Logger, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { GraphQLSchema } from 'graphql';
import { LoggerModule } from 'nestjs-pino';
import { ActionsModule } from './actions/actions.module.js';
import { errorLogPlugin, formatGraphQLError } from './common/errors/error-formatter.js';
import { RefusalFilter } from './common/errors/refusal.filter.js';
import { dropPlainResolvers } from './common/graphql/plain-fields.js';
import { GraphqlSse, GraphqlSseModule, withoutTicket } from './transports/sse.js';
import { graphqlContext, graphqlWsHooks } from './transports/ws-hooks.js';
import { stringInputPipe } from './common/string-inputs.js';
import { createValidationPipe } from './common/validation.js';
import { AppConfigModule } from './config/config.module.js';
import { Env } from './config/env.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/events.module.js';
import { LimitsModule } from './limits/limits.module.js';
import { complexityPlugin, limitRules, responseSizePlugin } from './limits/query-limits.js';
import { SubscriptionLimiter } from './limits/subscription-limiter.js';
import { ConnectionLimiter } from './limits/connection-limits.js';
import { RefusalBudget, refusalPlugin } from './limits/refusal-budget.js';
import { RefusalDelay } from './limits/refusal-delay.js';
import { HealthModule } from './health/health.module.js';
import { GAME_MODULES } from './games/index.js';
import { SERVED_GAMES } from './game/served-game.js';
import { PlayersModule } from './players/players.module.js';
import { BearerAuth } from './platforms/bearer-auth.js';
import { PlatformsModule } from './platforms/platforms.module.js';
import { RatingsModule } from './ratings/ratings.module.js';
import { TokenSockets } from './players/token-sockets.js';
import { ScoringModule } from './scoring/scoring.module.js';
import { ServerBotsModule } from './server-bots/server-bots.module.js';
import { TableFeedModule } from './table-feed/table-feed.module.js';
import { TablesModule } from './tables/tables.module.js';
import { TournamentsModule } from './tournaments/tournaments.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { EmbedModule } from './embed/embed.module.js';

export const FEATURE_MODULES = [
  PlayersModule,
  PlatformsModule,
  TablesModule,
  ActionsModule,
  ...GAME_MODULES,
  ScoringModule,
  RatingsModule,
  TableFeedModule,
  ServerBotsModule,
  TournamentsModule,
  WebhooksModule,
  EmbedModule,
];

/** The same plugin type, seen once through Apollo's ESM and once through Nest's CJS typings. */
const noCacheControl = ApolloServerPluginCacheControlDisabled() as unknown as NonNullable<ApolloDriverConfig['plugins']>[number];

function graphqlModule() {
  return GraphQLModule.forRootAsync<ApolloDriverConfig>({
    driver: ApolloDriver,
    imports: [PlayersModule, PlatformsModule, GraphqlSseModule],
    inject: [BearerAuth, TokenSockets, SubscriptionLimiter, Env, GraphqlSse, RefusalBudget, RefusalDelay, ConnectionLimiter],
    useFactory: (
      bearer: BearerAuth,
      sockets: TokenSockets,
      subscriptions: SubscriptionLimiter,
      env: Env,
      sse: GraphqlSse,
      refusals: RefusalBudget,
      delay: RefusalDelay,
      connections: ConnectionLimiter,
    ): ApolloDriverConfig => {
      const logger = new Logger('GraphQL');
      const errorLog = errorLogPlugin(logger);
      let schema: GraphQLSchema | undefined;
      sse.useSchema(() => schema);
      return {
        // Kept for the websocket and SSE checks (graphql-ws hooks do not receive the schema).
        // Fields that only read their property are read without a resolver call (plain-fields.ts).
        transformSchema: (built: GraphQLSchema) => {
          dropPlainResolvers(built);
          return (schema = built);
        },
        autoSchemaFile: true,
        sortSchema: true,
        graphiql: false,
        // A public API for bot authors: clients and code generators introspect it, also in
        // production (where Apollo would turn it off by default). The schema is schema.gql anyway.
        introspection: true,
        includeStacktraceInErrorResponses: false,
        formatError: (formatted, error) => formatGraphQLError(formatted, error, logger, errorLog.budgetOf(error)),
        // Batching is on, capped at MAX_BATCH_OPERATIONS (http-limits.ts); every operation of a batch counts for the rate limits.
        allowBatchedHttpRequests: true,
        // MAX_QUERY_TOKENS: a document too long to validate cheaply is refused while parsing.
        parseOptions: { maxTokens: env.MAX_QUERY_TOKENS },
        validationRules: limitRules(env.MAX_QUERY_DEPTH, env.MAX_ALIASES_PER_FIELD),
        // No cache hints anywhere (every answer is live game state): without the cache control
        // plugin, Apollo does not wrap every field resolver of the schema to compute them.
        plugins: [
          complexityPlugin(env.MAX_QUERY_COMPLEXITY, env.MAX_LIST_ROW_FIELDS),
          responseSizePlugin(env.MAX_RESPONSE_BYTES),
          errorLog.plugin,
          refusalPlugin(refusals, delay),
          noCacheControl,
          sse.drainPlugin(),
        ],
        subscriptions: { 'graphql-ws': graphqlWsHooks({ bearer, sockets, subscriptions, connections, refusals, env, logger, schema: () => schema }) },
        context: graphqlContext(bearer, env, refusals),
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
          useFactory: (env: Env) => {
            const logRequests = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace';
            return {
              pinoHttp: {
                level: env.LOG_LEVEL,
                // Tokens never reach the logs, nor do stream tickets (in SSE URLs).
                redact: ['req.headers.authorization', 'req.headers.cookie'],
                serializers: { req: withoutTicket },
                autoLogging: logRequests,
              },
              // The per-request logger (a pino child and an AsyncLocalStorage scope per request)
              // only when requests are logged: on Node 20 the scope turns on promise hooks, a cost on
              // every promise of every request. Otherwise logs go to the root logger.
              ...(logRequests ? {} : { forRoutes: [] }),
            };
          },
        }),
        DatabaseModule,
        EventsModule,
        graphqlModule(),
        // Read before the config is validated (the module list is fixed here); Env checks the value.
        HealthModule.forRoot(String(overrides.BENCH_NOOP ?? process.env.BENCH_NOOP ?? '0') === '1'),
        LimitsModule,
        ...FEATURE_MODULES,
        // A game registered from outside src/games/ (a test's) brings its own module.
        ...SERVED_GAMES.all().flatMap((g) => (g.module && !FEATURE_MODULES.includes(g.module as never) ? [g.module as Type] : [])),
      ],
      providers: [
        // Strings first (raw control characters, lengths), then the input classes' own rules.
        {
          provide: APP_PIPE,
          inject: [Env],
          useFactory: (env: Env) => stringInputPipe({ maxString: env.MAX_STRING_LENGTH, maxBody: env.MAX_BODY_BYTES }),
        },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: RefusalFilter },
      ],
    };
  }
}

// The application: infrastructure (config, logging, database, GraphQL, health) plus one
// module per feature. `AppModule.forRoot(overrides)` lets tests point it at their own database.
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { LoggerModule } from 'nestjs-pino';
import { ActionsModule } from './actions/actions.module.js';
import { BiddingModule } from './bidding/bidding.module.js';
import { bearerToken, type GqlContext } from './common/auth/auth.js';
import { jitSubscribe } from './common/graphql/jit-subscribe.js';
import { formatGraphQLError } from './common/errors/error-formatter.js';
import { createValidationPipe } from './common/validation.js';
import { AppConfigModule } from './config/config.module.js';
import { Env } from './config/env.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/events.module.js';
import { clientAddress } from './limits/http-limits.js';
import { LimitsModule } from './limits/limits.module.js';
import { checkSocketOperation, complexityPlugin, depthRule, wsValidate } from './limits/query-limits.js';
import { SubscriptionLimiter } from './limits/subscription-limiter.js';
import { HealthModule } from './health/health.module.js';
import { PlayModule } from './play/play.module.js';
import { PlayersModule } from './players/players.module.js';
import { PlayersService } from './players/players.service.js';
import { TokenSockets } from './players/token-sockets.js';
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

/** What graphql-ws keeps per socket (ctx.extra): the ws socket and upgrade request, and ours. */
interface SocketExtra {
  socket: { close(code: number, reason: string): void };
  request: { socket: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
  authorization?: unknown;
  auth?: GqlContext;
  /** Open operations of this socket counted against the subscription cap. */
  open?: Set<string>;
}

function socketKey(extra: SocketExtra): string {
  const tokenId = extra.auth?.caller?.tokenId;
  return tokenId ? `token:${tokenId}` : `ip:${extra.auth?.ip ?? 'unknown'}`;
}

/** The same plugin type, seen once through Apollo's ESM and once through Nest's CJS typings. */
const noCacheControl = ApolloServerPluginCacheControlDisabled() as unknown as NonNullable<ApolloDriverConfig['plugins']>[number];

function graphqlModule() {
  return GraphQLModule.forRootAsync<ApolloDriverConfig>({
    driver: ApolloDriver,
    imports: [PlayersModule],
    inject: [PlayersService, TokenSockets, SubscriptionLimiter, Env],
    useFactory: (players: PlayersService, sockets: TokenSockets, subscriptions: SubscriptionLimiter, env: Env): ApolloDriverConfig => {
      const logger = new Logger('GraphQL');
      let schema: GraphQLSchema | undefined;
      return {
        // Kept for the websocket checks (graphql-ws hooks do not receive the schema).
        transformSchema: (built: GraphQLSchema) => (schema = built),
        autoSchemaFile: true,
        sortSchema: true,
        graphiql: false,
        // A public API for bot authors: clients and code generators introspect it, also in
        // production (where Apollo would turn it off by default). The schema is schema.gql anyway.
        introspection: true,
        includeStacktraceInErrorResponses: false,
        formatError: (formatted, error) => formatGraphQLError(formatted, error, (e) => logger.error(e)),
        // Batching is on, capped at MAX_BATCH_OPERATIONS (http-limits.ts); every operation of a batch counts for the rate limits.
        allowBatchedHttpRequests: true,
        validationRules: [depthRule(env.MAX_QUERY_DEPTH)],
        // No cache hints anywhere (every answer is live game state): without the cache control
        // plugin, Apollo does not wrap every field resolver of the schema to compute them.
        plugins: [complexityPlugin(env.MAX_QUERY_COMPLEXITY), noCacheControl],
        subscriptions: {
          'graphql-ws': {
            // A wrong or revoked token closes the socket (4401, "UNAUTHENTICATED"); no token at all is a spectator.
            onConnect: async (ctx) => {
              const extra = ctx.extra as unknown as SocketExtra;
              const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
              extra.authorization = params.authorization ?? params.Authorization;
              const auth = await callerFor(players, extra.authorization);
              if (auth.badToken) {
                extra.socket.close(4401, 'UNAUTHENTICATED: the API token is unknown or revoked');
                return false;
              }
              extra.auth = { ...auth, ip: clientAddress(extra.request, env.TRUST_PROXY_HOPS) };
              if (auth.caller) sockets.add(auth.caller.tokenId, extra.socket);
              return true;
            },
            onClose: (ctx) => {
              const extra = ctx.extra as unknown as SocketExtra;
              if (extra.auth?.caller) sockets.remove(extra.auth.caller.tokenId, extra.socket);
              for (const _ of extra.open ?? []) subscriptions.release(socketKey(extra));
              extra.open?.clear();
            },
            // Apollo's formatError does not see websocket traffic: apply the same mapping here.
            onNext: (_ctx, _id, _payload, _args, result) => {
              const r = result as { errors?: readonly GraphQLError[] };
              if (!r.errors?.length) return undefined;
              return { ...result, errors: r.errors.map((e) => formatGraphQLError(e.toJSON(), e, (x) => logger.error(x))) } as never;
            },
            // Hooks that Nest passes through to graphql-ws but leaves out of its type.
            ...({
              // Each event runs the subscription's compiled selection (graphql-jit), not graphql-js's walk.
              subscribe: jitSubscribe,
              validate: wsValidate(env.MAX_QUERY_DEPTH),
              // Parse, validate (with the depth rule) and check complexity with the variables, before anything runs.
              onSubscribe: (_ctx: unknown, _id: string, payload: unknown) => (schema ? checkSocketOperation(schema, payload as object, env.MAX_QUERY_DEPTH, env.MAX_QUERY_COMPLEXITY) : undefined) as never,
              // Once an operation streams, it counts against the cap on open subscriptions.
              onOperation: (ctx: { extra: unknown }, id: string, _payload: unknown, _args: unknown, result: unknown) => {
                if (!result || typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] !== 'function') return undefined;
                const extra = ctx.extra as unknown as SocketExtra;
                const refused = subscriptions.admit(socketKey(extra));
                if (refused) {
                  void (result as AsyncIterableIterator<unknown>).return?.();
                  return { errors: [refused] } as never;
                }
                (extra.open ??= new Set()).add(id);
                return undefined;
              },
              onComplete: (ctx: { extra: unknown }, id: string) => {
                const extra = ctx.extra as unknown as SocketExtra;
                if (extra.open?.delete(id)) subscriptions.release(socketKey(extra));
              },
            } as object),
            // graphql-ws's onError (for refused operations) is passed through by Nest but not in its type.
            ...({ onError: (_c: unknown, _i: string, _p: unknown, errors: readonly GraphQLError[]) => errors.map((e) => formatGraphQLError(e.toJSON(), e, (x) => logger.error(x))) } as object),
          },
        },
        context: async (arg: { req?: { headers: Record<string, unknown>; ip?: string }; extra?: SocketExtra }): Promise<GqlContext> => {
          // Websocket operations authenticate again: a token revoked since the connect is refused.
          if (arg.extra) return { ...(await callerFor(players, arg.extra.authorization)), ip: clientAddress(arg.extra.request, env.TRUST_PROXY_HOPS) };
          return { ...(await callerFor(players, arg.req?.headers.authorization)), ip: arg.req?.ip };
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
          useFactory: (env: Env) => {
            const logRequests = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace';
            return {
              pinoHttp: {
                level: env.LOG_LEVEL,
                // Tokens never reach the logs.
                redact: ['req.headers.authorization', 'req.headers.cookie'],
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
        HealthModule,
        LimitsModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_PIPE, useFactory: createValidationPipe }],
    };
  }
}

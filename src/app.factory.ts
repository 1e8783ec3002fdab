// Builds the Nest application the same way for `npm start` and for the e2e tests.
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { Env } from './config/env.js';

export async function createApp(overrides: Partial<Record<keyof Env, unknown>> = {}): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.forRoot(overrides), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // SIGTERM/SIGINT: stop taking work, let in-flight actions and bots finish, close sockets and the pool.
  app.enableShutdownHooks();
  return app;
}

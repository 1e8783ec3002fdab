// Entry point: build the app (app.factory.ts) and listen on HOST:PORT.
import 'reflect-metadata';
import { Env } from './config/env.js';
import { createApp, listen } from './app.factory.js';

async function main(): Promise<void> {
  const app = await createApp();
  const env = app.get(Env);
  await listen(app, env.PORT, env.HOST);
}

void main().catch((e: unknown) => {
  // Configuration errors and failed migrations end here: say why and exit non-zero.
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});

// Configuration every test server starts with, in-process (app.ts) or spawned (child-server.ts).
// Bot workers on first use: under Jest each would load tsx to run the TypeScript bots, and most
// suites seat no thinking bot.
export const TEST_SERVER_ENV = { BOT_WORKERS_START: 'first-use' } as const;

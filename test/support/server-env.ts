// Configuration every test server starts with, in-process (app.ts) or spawned (child-server.ts).
// Bot workers on first use: each loads the TypeScript bots under tsx, and most suites seat no
// thinking bot. Strong bots think a ninth of their usual time: the suites check what they do,
// not how well (the arenas and benches measure strength).
export const TEST_SERVER_ENV = { BOT_WORKERS_START: 'first-use', BOT_STRONG_BUDGET_MS: '40' } as const;

// The full fuzz (the deep project): 10,000 HTTP operations and 1,500 websocket messages by
// default; FUZZ_OPERATIONS, FUZZ_WS_MESSAGES and FUZZ_SEED change them. What it checks: fuzz.ts.
import { describeFuzz } from './fuzz.js';

describeFuzz({
  operations: Number(process.env.FUZZ_OPERATIONS ?? 10_000),
  wsMessages: Number(process.env.FUZZ_WS_MESSAGES ?? 1_500),
  seed: Number(process.env.FUZZ_SEED ?? 20261130),
});

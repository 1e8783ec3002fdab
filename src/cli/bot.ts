// `npm run bot -- ...`: the remote bot kit (src/bots/kit/cli.ts) with every game's kit module
// loaded (src/games/tools.ts), so it plays a table of any game.
import '../games/tools.js';
import { run } from '../bots/kit/cli.js';

run(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);

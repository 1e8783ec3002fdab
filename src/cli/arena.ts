// `npm run arena -- ...`: the arena (src/bots/arena.ts) with every game's arena loaded
// (src/games/tools.ts); `--game <name>` picks one (default Skat).
import '../games/tools.js';
import { arenaMain } from '../bots/arena.js';

export { arenaMain };

if (process.argv[1] && /arena\.(ts|js)$/.test(process.argv[1])) {
  void arenaMain(process.argv.slice(2)).then((code) => (process.exitCode = code));
}

// The leak walk's smoke version (the e2e project, beside the full one in the deep project): every
// check of leak.ts over one Skat match of four deals (one of each ending the walk needs), one
// server-bot match and one Tarock match.
import { describeLeak } from './leak.js';

describeLeak({
  skat: [['CLUB', 4, 1]],
  serverBots: [['three server bots', 0]],
  tarock: [['TAROCK', 3]],
});

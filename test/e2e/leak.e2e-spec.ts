// The full leak walk (the deep project): whole matches at Skat tables of three and four, two
// server-bot matches and two Tarock tables. What it checks: leak.ts.
import { describeLeak } from './leak.js';

describeLeak({
  skat: [
    ['PUB', 3, 2],
    ['CLUB', 4, 1],
  ],
  serverBots: [
    ['one person and two server bots', 1],
    ['three server bots', 0],
  ],
  tarock: [
    ['TAROCK', 3],
    ['HAFERL', 4],
  ],
});

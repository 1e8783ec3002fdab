// The generic core knows no game by name: the generic service folders use no game's words, and
// outside the game modules (src/engine/skat, src/engine/tarock, src/games/skat, src/games/tarock),
// the engine's core (src/engine/core) and its registry (src/engine/games.ts) only the files listed
// here still name Tarock. The list only shrinks: a new file naming Tarock fails, and so does a
// listed file that no longer does (take it off the list). What is left: the two lists of the games
// (src/games/index.ts: their NestJS modules; src/games/tools.ts: their parts without NestJS, for
// the command lines) and the schema's shared vocabulary (the Game enum and Tarock's enums).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(process.cwd(), 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'generated' ? [] : files(join(dir, e.name))) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const rel = (f: string) => relative(process.cwd(), f);
const naming = (word: RegExp) => files(SRC).filter((f) => word.test(readFileSync(f, 'utf8')));

/** The folders of the generic service: no game's words in them at all (code, comments, descriptions). */
const GENERIC = [
  'tables',
  'actions',
  'events',
  'server-bots',
  'common',
  'table-feed',
  'transports',
  'players',
  'limits',
  'scheduler',
  'database',
  'health',
  'web-table',
];
const GAME_WORDS = /kontra|ramsch|schneider|bock|seeger|grand|tarock/i;

/** Where a game may be named: its modules, the engine's core and registry. */
const GAME_HOMES = ['src/engine/skat/', 'src/engine/tarock/', 'src/games/skat/', 'src/games/tarock/', 'src/engine/core/', 'src/engine/games.ts'];

/** The files outside those that still name Tarock (the debt this list keeps from growing). */
const STILL_NAMING_TAROCK = ['src/game/schema-vocabulary.ts', 'src/games/index.ts', 'src/games/tools.ts'];

describe('the generic core names no game', () => {
  it("the generic service folders use no game's words", () => {
    const offenders = GENERIC.flatMap((d) => files(join(SRC, d)))
      .filter((f) => GAME_WORDS.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('outside the game modules, the engine core and its registry, only the listed files name Tarock (the list only shrinks)', () => {
    const outside = naming(/tarock/i)
      .map(rel)
      .filter((f) => !GAME_HOMES.some((h) => f.startsWith(h)))
      .sort();
    expect(outside).toEqual([...STILL_NAMING_TAROCK].sort());
  });
});

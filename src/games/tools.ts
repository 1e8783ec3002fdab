// Each game's parts that run without NestJS, one line per game: its simulator (`npm run cli --
// simulate --game <name>`), its arena (`npm run arena -- --game <name>`) and its remote bot kit
// module (`npm run bot`). Importing this registers the arenas and the kit modules; Skat's are
// src/cli's and src/bots' own. Without the NestJS modules of index.ts, so the CLIs start light.
import { runTarock } from './tarock/simulate';
import './tarock/bots/arena.js';
import './tarock/bots/kit.js';

export const SIMULATORS: Readonly<Record<string, (args: string[]) => Promise<number>>> = { tarock: runTarock };

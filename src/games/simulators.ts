// The CLI's simulators of the games other than Skat (`npm run cli -- simulate --game <name>`), by
// name: one line per game. Without the NestJS modules of index.ts, so the CLI starts light.
import { runTarock } from './tarock/simulate';

export const SIMULATORS: Readonly<Record<string, (args: string[]) => Promise<number>>> = { tarock: runTarock };

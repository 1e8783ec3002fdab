// Where a module of src/ is on disk, for what must name a file rather than import it (a worker
// thread's script, a module to require from): the compiled JS in production (dist/), the TS
// source under tsx or the tests.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A module of src/ by its path under src/ without extension ('bots/worker'): the compiled JS beside this build, else the TS source. */
export function sourceFile(fromSrc: string): string {
  const src = typeof __dirname !== 'undefined' ? join(__dirname, '..') : join(process.cwd(), 'src');
  for (const ext of ['.js', '.ts']) {
    const f = join(src, fromSrc + ext);
    if (existsSync(f)) return f;
  }
  // An ES module has no __dirname: fall back to the source tree.
  return join(process.cwd(), 'src', `${fromSrc}.ts`);
}

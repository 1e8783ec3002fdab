// The layers of src/ as docs/architecture.md lists them: a file imports only its own layer and
// the layers below it, no generic folder imports a game's module (src/games/), and no import
// runs in a circle. Like the engine's purity test, it reads the imports with TypeScript's own
// scanner (type-only imports, re-exports, import() and require included).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SRC = join(process.cwd(), 'src');

/** Bottom to top; a top-level folder (or file, without .ts) of src/ belongs to exactly one. */
export const LAYERS: readonly (readonly string[])[] = [
  ['engine'],
  ['config'],
  ['common'],
  ['sdk'],
  ['bots'],
  ['game'],
  [
    'players',
    'platforms',
    'limits',
    'scheduler',
    'database',
    'events',
    'tables',
    'actions',
    'table-feed',
    'scoring',
    'ratings',
    'tournaments',
    'webhooks',
    'server-bots',
    'transports',
    'health',
    'web-table',
    'embed',
  ],
  ['games'],
  ['app.module', 'app.factory', 'main', 'schema', 'cli'],
];
/** The generic folders: everything below the games. */
const GAMES_LAYER = LAYERS.findIndex((l) => l.includes('games'));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'generated' || e.name === 'node_modules' ? [] : files(join(dir, e.name))) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The source file a relative specifier names, or null (a package, or outside src/). */
function target(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(file), spec).replace(/\.js$/, '');
  for (const c of [`${base}.ts`, join(base, 'index.ts')]) if (c.startsWith(SRC + '/') && existsSync(c)) return c;
  return null;
}

export function importGraph(paths: readonly string[]): Map<string, string[]> {
  return new Map(
    paths.map((f) => [
      f,
      ts
        .preProcessFile(readFileSync(f, 'utf8'), true, true)
        .importedFiles.map((i) => target(f, i.fileName))
        .filter((t): t is string => t !== null),
    ]),
  );
}

const topOf = (f: string): string => relative(SRC, f).split('/')[0].replace(/\.ts$/, '');
export function layerOf(f: string): number {
  return LAYERS.findIndex((l) => l.includes(topOf(f)));
}

/** Every import circle (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(c.map((f) => relative(SRC, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('the layers of src/ (docs/architecture.md)', () => {
  const all = files(SRC);
  const graph = importGraph(all);

  it('puts every top-level folder and file of src/ in exactly one layer', () => {
    const tops = [...new Set(all.map(topOf))];
    expect(tops.filter((t) => LAYERS.filter((l) => l.includes(t)).length !== 1)).toEqual([]);
  });

  it('lets no file import a higher layer', () => {
    const up = [...graph].flatMap(([f, targets]) => targets.filter((t) => layerOf(t) > layerOf(f)).map((t) => `${relative(SRC, f)} -> ${relative(SRC, t)}`));
    expect(up).toEqual([]);
  });

  it('lets no generic folder import a game module (src/games/)', () => {
    const bad = [...graph].flatMap(([f, targets]) =>
      layerOf(f) < GAMES_LAYER ? targets.filter((t) => topOf(t) === 'games').map((t) => `${relative(SRC, f)} -> ${relative(SRC, t)}`) : [],
    );
    expect(bad).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a circle and an import that runs up', () => {
    const a = join(SRC, 'tables/a.ts');
    const b = join(SRC, 'tables/b.ts');
    const c = join(SRC, 'common/c.ts');
    const g = new Map([
      [a, [b]],
      [b, [a]],
      [c, [a]],
    ]);
    expect(circles(g)).toEqual([['tables/a.ts', 'tables/b.ts']]);
    expect(layerOf(c)).toBeLessThan(layerOf(a));
    expect(layerOf(join(SRC, 'games/toy/x.ts'))).toBe(GAMES_LAYER);
  });
});

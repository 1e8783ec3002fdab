// The engine is plain TypeScript (issue 2): nothing under src/engine may import NestJS, TypeORM,
// GraphQL, pg or Node I/O, or reach for process, the clock or Math.random. Every import (side-
// effect imports, re-exports, import() and require included) must be a relative path inside
// src/engine. Code outside the engine (src/, bench/, scripts/, support/) imports it only through its entry
// points: src/engine (index.ts), src/engine/iss, src/engine/fast (Skat's playout core), src/engine/tarock (and its
// playout core, src/engine/tarock/fast) and src/engine/games (the registry).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = join(process.cwd(), 'src/engine');
const ENTRIES = ['', 'iss', 'fast', 'tarock', 'tarock/fast', 'games'];

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'node_modules' ? [] : files(join(dir, e.name), ext)) : ext.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every module a file names: static imports and re-exports (with or without bindings), import() and require(). */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

/** The engine-relative module a specifier names (no extension, no trailing /index), or null outside src/engine. */
function engineModule(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const rel = relative(ROOT, resolve(dirname(file), spec));
  if (rel.startsWith('..')) return null;
  return rel.replace(/\.(js|ts)$/, '').replace(/(^|\/)index$/, '');
}

describe('src/engine is framework- and I/O-free', () => {
  const all = files(ROOT, /\.ts$/);
  it('finds the engine sources', () => {
    expect(all.length).toBeGreaterThan(15);
  });
  it('sees every kind of import', () => {
    const src = "import 'node:fs';\nexport * from './a';\nimport type { B } from './b';\nconst c = await import('./c');\nrequire('./d');\n";
    expect(ts.preProcessFile(src, true, true).importedFiles.map((f) => f.fileName)).toEqual(['node:fs', './a', './b', './c', './d']);
  });
  it('imports only relative modules inside src/engine', () => {
    const bad = all.flatMap((f) =>
      importsOf(f)
        .filter((spec) => engineModule(f, spec) === null)
        .map((spec) => `${relative(ROOT, f)}: ${spec}`),
    );
    expect(bad).toEqual([]);
  });
  it('uses no process, clock or unseeded randomness', () => {
    const bad = all.filter((f) => /\bprocess\.|\bDate\.now\(|\bnew Date\(|\bMath\.random\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(bad).toEqual([]);
  });
});

describe('the engine is entered through its entry points', () => {
  const outside = ['src', 'bench', 'scripts', 'support']
    .flatMap((d) => files(join(process.cwd(), d), /\.(ts|js|cjs|mjs)$/))
    .filter((f) => !f.startsWith(ROOT + '/'));
  it('finds the code outside the engine', () => {
    expect(outside.length).toBeGreaterThan(50);
  });
  it('imports nothing from src/engine but its entry points', () => {
    const bad = outside.flatMap((f) =>
      importsOf(f)
        .filter((spec) => {
          const m = engineModule(f, spec);
          return m !== null && !ENTRIES.includes(m);
        })
        .map((spec) => `${relative(process.cwd(), f)}: ${spec}`),
    );
    expect(bad).toEqual([]);
  });
});

// The engine is plain TypeScript (issue 2): nothing under src/engine may import NestJS, TypeORM,
// GraphQL, pg or Node I/O, or reach for process, the clock or Math.random. Every import must be
// a relative path inside src/engine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = join(process.cwd(), 'src/engine');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('src/engine is framework- and I/O-free', () => {
  const all = files(ROOT);
  it('finds the engine sources', () => {
    expect(all.length).toBeGreaterThan(15);
  });
  it('imports only relative modules inside src/engine', () => {
    const bad: string[] = [];
    for (const f of all) {
      const src = readFileSync(f, 'utf8');
      for (const m of src.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const inside = spec.startsWith('.') && !relative(ROOT, resolve(f, '..', spec)).startsWith('..');
        if (!inside) bad.push(`${relative(ROOT, f)}: ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });
  it('uses no process, clock or unseeded randomness', () => {
    const bad = all.filter((f) => /\bprocess\.|\bDate\.now\(|\bnew Date\(|\bMath\.random\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(bad).toEqual([]);
  });
});

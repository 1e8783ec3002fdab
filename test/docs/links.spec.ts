// Every relative link and anchor in README.md, CONTRIBUTING.md and docs/*.md resolves: the file
// exists, and a #fragment names a heading of that file (GitHub's slugs, github-slugger). Links
// that leave the repository (../shared/RULES.md, beside the checkout) are not checked here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';

const ROOT = process.cwd();
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks and inline code. */
function prose(md: string): string {
  return md.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors of a markdown file's headings, as GitHub makes them. */
function anchors(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const out = new Set<string>();
  for (const m of readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    // The heading's text as rendered: link text kept, emphasis and code marks dropped.
    const text = m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, (c) => (c === '_' ? '_' : ''));
    out.add(slugger.slug(text));
  }
  for (const m of readFileSync(file, 'utf8').matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) out.add(m[1]);
  return out;
}

/** The relative link targets of a page: markdown links and images, and HTML src/href attributes. */
function targets(md: string): string[] {
  const text = prose(md);
  const out = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  out.push(...[...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]));
  return out.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

describe('links in the docs', () => {
  it('finds the pages and their links', () => {
    expect(PAGES).toContain('README.md');
    expect(PAGES).toContain('CONTRIBUTING.md');
    expect(PAGES.filter((p) => p.startsWith('docs/')).length).toBeGreaterThan(5);
    expect(targets(readFileSync(join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(5);
  });

  it.each(PAGES)('%s: every relative link and anchor resolves', (page) => {
    const file = join(ROOT, page);
    const broken: string[] = [];
    for (const target of targets(readFileSync(file, 'utf8'))) {
      const [path, fragment] = target.split('#', 2) as [string, string | undefined];
      const dest = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
      if (relative(ROOT, dest).startsWith('..')) continue;
      if (!existsSync(dest)) {
        broken.push(`${target}: no ${relative(ROOT, dest)}`);
        continue;
      }
      if (fragment !== undefined && dest.endsWith('.md') && statSync(dest).isFile() && !anchors(dest).has(decodeURIComponent(fragment))) {
        broken.push(`${target}: no heading #${fragment} in ${relative(ROOT, dest)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('docs/ holds only pages: its pictures and data live beside what makes them, and each picture is shown', () => {
    expect(readdirSync(join(ROOT, 'docs')).filter((f) => !f.endsWith('.md'))).toEqual([]);
    const shown = PAGES.flatMap((p) => targets(readFileSync(join(ROOT, p), 'utf8')).map((t) => relative(ROOT, resolve(dirname(join(ROOT, p)), t))));
    const pictures = ['web/screenshots', 'bench/results'].flatMap((d) =>
      readdirSync(join(ROOT, d))
        .filter((f) => /\.(png|svg)$/.test(f))
        .map((f) => `${d}/${f}`),
    );
    expect(pictures.length).toBeGreaterThan(10);
    expect(pictures.filter((p) => !shown.includes(p))).toEqual([]);
  });

  it('the code names docs pages and anchors that exist', () => {
    const broken: string[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name === 'generated' ? [] : walk(`${dir}/${e.name}`)) : /\.(ts|mts|cjs|mjs|sh)$/.test(e.name) ? [`${dir}/${e.name}`] : [],
      );
    for (const file of ['src', 'test', 'web/src', 'scripts', 'bench', 'support'].flatMap(walk)) {
      if (file === 'test/docs/links.spec.ts') continue;
      for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(/\bdocs\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g)) {
        const dest = join(ROOT, 'docs', m[1]);
        if (!existsSync(dest)) broken.push(`${file}: ${m[0]}: no page`);
        else if (m[2] && !anchors(dest).has(m[2])) broken.push(`${file}: ${m[0]}: no heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the check catches a missing file and a missing anchor (a test that cannot fail is a defect)', () => {
    expect(targets('[a](docs/nope.md) [b](#x) `[c](d.md)` [e](https://x.org)')).toEqual(['docs/nope.md', '#x']);
    const readme = anchors(join(ROOT, 'README.md'));
    expect(readme.has('where-to-go-next')).toBe(true);
    expect(readme.has('no-such-heading')).toBe(false);
  });
});

// Every word the web table shows goes through its catalogue (web/src/i18n.ts), so the German page
// has no English left in it. This reads the page's sources: text between a template's tags, the
// shown attributes (aria-label, title, placeholder, alt) and capitalised phrases in quotes must
// come from the catalogue, except the words both languages share (Skat, Tarock, Grand, ...).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(process.cwd(), 'web', 'src');
/** Words that are the same in English and German (names of the games and of Skat's own terms). */
const SHARED = new Set([
  'Skat',
  'Tarock',
  'Grand',
  'Null',
  'Ramsch',
  'Kontra',
  'Re',
  'Hand',
  'Ouvert',
  'Schneider',
  'Schwarz',
  'Durch',
  'Seeger-Fabian',
  'Talon',
  'Lobby',
  'Haferltarock',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && e.name !== 'i18n.ts' ? [join(dir, e.name)] : [],
  );
}

/** The source without its comments (a `//` after a colon is a URL, not a comment). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Shown words outside the catalogue in one source text. */
export function literalsIn(text: string): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  const words = (s: string) =>
    s
      .trim()
      .replace(/[()·:,.!?…←→«»◀▶✓✗]/g, ' ')
      .split(/\s+/)
      .filter((w) => /[A-Za-zÄÖÜäöüß]{2,}/.test(w) && !SHARED.has(w));
  // Text between tags: `>Previous</button>`, `> Rated matches only</label>`.
  for (const m of code.matchAll(/>(\s*[A-Za-zÄÖÜäöüß←][^<>`${}\n;=[\]|&]*)<[/a-z]/g)) if (words(m[1]).length) found.push(m[1].trim());
  // Shown attributes with a literal value.
  for (const m of code.matchAll(/\b(?:aria-label|title|placeholder|alt)="([^"]*)"/g)) if (words(m[1]).length) found.push(m[1]);
  // Capitalised phrases of two or more words in quotes: 'Waiting for players', `Seat ${n}`.
  for (const m of code.matchAll(/(['`])([A-Z][a-z]+(?: [A-Za-z${}.+]+)+)\1/g)) if (words(m[2].replace(/\$\{[^}]*\}/g, '')).length) found.push(m[2]);
  return found;
}

describe("the web table's words", () => {
  it('finds a word outside the catalogue (the check itself)', () => {
    expect(literalsIn('html`<h2>Waiting for players</h2>`')).toEqual(['Waiting for players']);
    expect(literalsIn('html`<button aria-label="Next move">▶</button>`')).toEqual(['Next move']);
    expect(literalsIn("const s = 'Grand Hand offered';")).toEqual(['Grand Hand offered']);
    expect(literalsIn('html`<h1>${T.title} <small>· Skat</small></h1> <kbd>P</kbd>`')).toEqual([]);
  });

  it('takes every shown word in web/src from the catalogue', () => {
    const offenders = sources(ROOT).flatMap((file) => literalsIn(readFileSync(file, 'utf8')).map((w) => `${relative(ROOT, file)}: ${w}`));
    expect(offenders).toEqual([]);
  });
});

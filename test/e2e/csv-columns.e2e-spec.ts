// The CSV exports' columns as the docs list them (docs/ratings.md "Columns", docs/tournaments.md)
// are the header lines the server writes: the statistics export over real HTTP for both games,
// and the tournament standings list.
import { readFileSync } from 'node:fs';
import { standingsCsv } from '../../src/tournaments/standings.js';
import { useTestServer } from '../support/app.js';

/** The code spans of the first cell of each table row in `text`, in order. */
function firstColumn(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .flatMap((l) => [...l.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

function between(text: string, from: string, to: string): string {
  const start = text.indexOf(from);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = text.indexOf(to, start + from.length);
  expect(end).toBeGreaterThan(start);
  return text.slice(start + from.length, end);
}

describe('CSV columns in the docs', () => {
  const suite = useTestServer();

  it.each(['SKAT', 'TAROCK'])("statistics.csv?game=%s: the header is docs/ratings.md's list", async (game) => {
    const res = await fetch(`${suite.s.httpUrl}/export/statistics.csv?game=${game}`);
    expect(res.status).toBe(200);
    const header = (await res.text()).split('\r\n')[0].split(',');
    const doc = readFileSync('docs/ratings.md', 'utf8');
    const columns = between(doc, '### Columns', '\n## ');
    const common = firstColumn(between(columns, 'Every file starts with:', 'With `game=SKAT`'));
    const own = game === 'SKAT' ? between(columns, 'With `game=SKAT`', 'With `game=TAROCK`') : between(columns, 'With `game=TAROCK`', 'test/e2e/csv-columns');
    expect(header).toEqual([...common, ...firstColumn(own)]);
  });

  it("tournamentStandingsCsv: the header is docs/tournaments.md's list", () => {
    const doc = readFileSync('docs/tournaments.md', 'utf8');
    const listed = firstColumn(between(doc, '`tournamentStandingsCsv` is the list as CSV', 'A player finds their table'));
    const series = 3;
    const expected = listed.flatMap((c) => (c === 'series_1' ? Array.from({ length: series }, (_, i) => `series_${i + 1}`) : c === 'series_N' ? [] : [c]));
    expect(standingsCsv([], new Map(), series).split('\r\n')[0].split(',')).toEqual(expected);
  });
});

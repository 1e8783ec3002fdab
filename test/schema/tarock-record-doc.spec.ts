// docs/tarock.md's table of the Tarock record against RULES.md §10.5 names every field §10.5 asks
// for and every field of TarockDealRecord in schema.gql, each in its own column.
import { existsSync, readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';

/** RULES.md §10.5's fields ("At least: ..."). */
const RULES_FIELDS = [
  'deal',
  'variant',
  'dealer',
  'sittingOut',
  'seats',
  'hands',
  'talon',
  'bids',
  'declarer',
  'contract',
  'discarded',
  'tricks',
  'declarerPoints',
  'result',
  'schneider',
  'durch',
  'payments',
  'pot',
  'balances',
  'potBalance',
];

function rows(): string[][] {
  const doc = readFileSync('docs/tarock.md', 'utf8');
  const start = doc.indexOf('### The Tarock record and RULES.md §10.5');
  expect(start).toBeGreaterThanOrEqual(0);
  const section = doc.slice(start, doc.indexOf('\n## ', start));
  return section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| §10.5'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe("docs/tarock.md's Tarock record table", () => {
  it('names every field of RULES.md §10.5 in its first column', () => {
    expect(RULES_FIELDS.filter((f) => !rows().some((r) => spans(r[0]).includes(f)))).toEqual([]);
    // The list above is §10.5's: each is a code span of its "At least" sentence.
    // RULES.md lives beside the repository (the docs link ../shared/RULES.md); checked where it is found.
    const path = ['../shared/RULES.md', '../../shared/RULES.md'].find((p) => existsSync(p));
    if (!path) return;
    const rules = readFileSync(path, 'utf8');
    const para = rules.slice(rules.indexOf('### 10.5'), rules.indexOf('### 10.6'));
    for (const f of RULES_FIELDS) expect(para).toContain(`\`${f}\``);
  });

  it('names every field of TarockDealRecord in its second column', () => {
    const type = buildSchema(readFileSync('schema.gql', 'utf8')).getType('TarockDealRecord');
    expect(isObjectType(type)).toBe(true);
    const fields = Object.keys((type as import('graphql').GraphQLObjectType).getFields());
    const named = new Set(rows().flatMap((r) => spans(r[1])));
    expect(fields.filter((f) => !named.has(f))).toEqual([]);
  });
});

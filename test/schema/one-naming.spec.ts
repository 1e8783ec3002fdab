// One naming in schema.gql (which schema:check keeps equal to the built schema): a value from a
// fixed set is an enum, a card is the Card scalar, and what one game's types say names that
// game only (a Tarock field does not speak of skat-deal-v2 or Kontra, a Skat one not of the talon).
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';

const schema = buildSchema(readFileSync('schema.gql', 'utf8'));

function field(path: string): GraphQLField<unknown, unknown> {
  const [type, name] = path.split('.');
  const t = schema.getType(type) as GraphQLObjectType;
  const f = t.getFields()[name];
  if (!f) throw new Error(`no field ${path}`);
  return f;
}

const typeOf = (path: string): string => String(field(path).type);

describe('schema.gql: one naming', () => {
  it('gives a value from a fixed set an enum, not a String', () => {
    expect(isEnumType(getNamedType(field('TableView.phase').type))).toBe(true);
    expect(typeOf('DealScore.kind')).toBe('DealResultKind!');
    expect(isEnumType(getNamedType(field('TableClosed.reason').type))).toBe(true);
    // The shortcut's enum holds every phase of every game's own view.
    const phases = (name: string) =>
      (schema.getType(name) as unknown as { getValues(): { name: string }[] })
        .getValues()
        .map((v) => v.name)
        .sort();
    const shortcut = phases(getNamedType(field('TableView.phase').type).name);
    for (const own of ['SkatDealPhase', 'TarockDealPhase']) expect(shortcut).toEqual(expect.arrayContaining(phases(own)));
  });

  it('types every card as the Card scalar', () => {
    for (const t of ['SkatLegalAction', 'TarockLegalAction']) {
      expect(typeOf(`${t}.card`)).toBe('Card');
      expect(typeOf(`${t}.cards`)).toBe('[Card!]');
    }
    expect(typeOf('TableView.hand')).toBe('[Card!]');
  });

  it('describes the event type string as the object type name, one scheme for every event', () => {
    expect(field('TableEvent.type').description).toMatch(/__typename/);
  });

  // Terms only one game has (case matters: Skat's `skat` is the two cards, and a scheme name).
  const SKAT_TERMS = [
    /\bskat\b/i,
    /skat-deal/,
    /\bKontra\b/,
    /\bRe\b/,
    /\bRamsch\b/,
    /\bBock\b/,
    /\bSchwarz\b/,
    /\bGrand\b/,
    /\bOuvert\b/,
    /\bJungfrau\b/,
    /matadors/i,
    /Seeger/,
  ];
  const TAROCK_TERMS = [/\bTarock\b/i, /tarock-deal/, /\btalon\b/i, /\bFrage\b/, /\bBettel\b/, /\bHaferl/, /\bPick-Up\b/, /\bDurch\b/];
  const GAME_TYPES = { Skat: SKAT_TERMS, Tarock: TAROCK_TERMS } as const;
  /** The types that belong to one game: its name first, or one of its own events without the prefix. */
  const OWN: Record<keyof typeof GAME_TYPES, readonly string[]> = {
    Skat: ['CardsDealt', 'DealStarted', 'DealRevealed', 'DealEnded', 'SkatPickedUp', 'SkatDiscarded', 'GameDeclared', 'KontraSaid', 'ReSaid'],
    Tarock: ['TalonTakenUp'],
  };
  const gameOf = (t: GraphQLNamedType): keyof typeof GAME_TYPES | null => {
    for (const g of ['Skat', 'Tarock'] as const) if (t.name.startsWith(g) || OWN[g].includes(t.name)) return g;
    return null;
  };

  it("never names the other game's terms in a description of one game's type or its fields", () => {
    const wrong: string[] = [];
    for (const t of Object.values(schema.getTypeMap())) {
      const game = gameOf(t);
      if (!game || t.name.startsWith('__')) continue;
      const other = game === 'Skat' ? GAME_TYPES.Tarock : GAME_TYPES.Skat;
      const texts: [string, string | null | undefined][] = [[t.name, t.description]];
      if (isObjectType(t) || isInterfaceType(t)) for (const f of Object.values(t.getFields())) texts.push([`${t.name}.${f.name}`, f.description]);
      if (isEnumType(t)) for (const v of t.getValues()) texts.push([`${t.name}.${v.name}`, v.description]);
      for (const [where, text] of texts) {
        const hit = other.find((re) => text && re.test(text));
        if (hit) wrong.push(`${where}: ${hit} in "${text}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('checks enough types of each game to mean something', () => {
    const counts = { Skat: 0, Tarock: 0 };
    for (const t of Object.values(schema.getTypeMap())) {
      const g = gameOf(t);
      if (g) counts[g]++;
    }
    expect(counts.Skat).toBeGreaterThan(10);
    expect(counts.Tarock).toBeGreaterThan(10);
  });
});

// The Card scalar: one playing card in its game's notation (a suit letter and a rank letter,
// e.g. CJ, HT, D7). A scalar rather than a { suit rank } object: clients send and compare the
// same two characters everywhere (inputs, views, events, records), and a 32-card hand stays a
// list of strings. Each game declares its own letters (registerCardNotation, from its module);
// serializing anything else is a server bug and fails the response.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

export interface CardNotation {
  /** A card of the game, e.g. /^[CSHD][ATKQJ987]$/. */
  pattern: RegExp;
  /** For the schema: the suits and ranks with an example. */
  description: string;
  /** For a refusal: "a suit C/S/H/D and a rank A/T/K/Q/J/9/8/7, e.g. CJ". */
  expected: string;
}

const NOTATIONS: CardNotation[] = [];
const PREAMBLE = 'A playing card: suit letter then rank letter.';

function card(v: unknown): string {
  if (typeof v !== 'string' || !NOTATIONS.some((n) => n.pattern.test(v))) {
    throw new GraphQLError(`Not a card: ${JSON.stringify(v)} (expected ${NOTATIONS.map((n) => n.expected).join('; or ')}).`);
  }
  return v;
}

export const CardScalar = new GraphQLScalarType({
  name: 'Card',
  description: PREAMBLE,
  serialize: card,
  parseValue: card,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A card is a string, e.g. "CJ".');
    return card(ast.value);
  },
});

/** A game's card letters: the scalar takes its cards from now on (before the schema is built, so its description names them). */
export function registerCardNotation(n: CardNotation): void {
  if (NOTATIONS.some((x) => x.pattern.source === n.pattern.source)) return;
  NOTATIONS.push(n);
  CardScalar.description = [PREAMBLE, ...NOTATIONS.map((x) => x.description)].join(' ');
}

// The Card scalar: one playing card in the notation the mutations take and ISS records use
// (a suit letter and a rank letter, e.g. CJ, HT, D7). A scalar rather than a { suit rank }
// object: clients send and compare the same two characters everywhere (inputs, views, events,
// records), and a 32-card hand stays a list of strings. Each game declares its own letters;
// Skat's are below. Serializing anything else is a server bug and fails the response.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** Skat (French suits): clubs, spades, hearts, diamonds; ace, ten, king, queen, jack, 9, 8, 7. */
const SKAT_CARD = /^[CSHD][ATKQJ987]$/;
/** Bavarian Tarock (German suits): Eichel, Gras, Herz, Schellen; ace, ten, king, Ober, Unter, 9, 8, 7, 6. */
const TAROCK_CARD = /^[EGHS][ATKOU9876]$/;

function card(v: unknown): string {
  if (typeof v !== 'string' || !(SKAT_CARD.test(v) || TAROCK_CARD.test(v))) {
    throw new GraphQLError(
      `Not a card: ${JSON.stringify(v)} (expected a suit C/S/H/D and a rank A/T/K/Q/J/9/8/7, e.g. CJ; Tarock: a suit E/G/H/S and a rank A/T/K/O/U/9/8/7/6, e.g. EU).`,
    );
  }
  return v;
}

export const CardScalar = new GraphQLScalarType({
  name: 'Card',
  description:
    'A playing card: suit letter then rank letter. Skat: suits C (clubs), S (spades), H (hearts), D (diamonds); ranks A, T (ten), K, Q, J, 9, 8, 7. E.g. CJ, HT, D7. The same notation the card inputs take and ISS records use. Bavarian Tarock: suits E (Eichel, acorns), G (Gras, leaves), H (Herz, hearts), S (Schellen, bells); ranks A, T (ten), K, O (Ober), U (Unter), 9, 8, 7, 6. E.g. EU, GA, S6.',
  serialize: card,
  parseValue: card,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A card is a string, e.g. "CJ".');
    return card(ast.value);
  },
});

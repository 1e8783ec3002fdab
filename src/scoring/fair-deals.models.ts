// GraphQL types of provably fair deals (docs/fair-deals.md): a deal's commitment and the
// verdict of verifying a deal record.
import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    "A deal's provably fair shuffle (docs/fair-deals.md): the commitment to its secret seed, public from before the deal's first action, and the seed once the deal is over.",
})
export class DealCommitment {
  @Field(() => Int, { description: '1-based deal number.' }) deal: number;
  @Field(() => String, {
    description:
      "How the deck is made from the seed: the game's fair-deal scheme (docs/fair-deals.md), e.g. skat-deal-v2 (skat-deal-v1: Skat's older shuffle, with no commitment).",
  })
  scheme: string;
  @Field(() => String, {
    nullable: true,
    description: 'SHA-256 of the scheme, ":" and the seed (e.g. "skat-deal-v2:" followed by the seed), in hex; null when the scheme makes no commitment.',
  })
  commitment: string | null;
  @Field(() => [String], { description: "Every player's entropy mixed into the deck, in player order ('' for a player who gave none)." })
  entropy: string[];
  @Field(() => String, { nullable: true, description: "The deal's secret seed: null until the deal is over." })
  seed: string | null;
}

@ObjectType({
  description:
    "A table's commitment to its match seed, published when the table is created (before anyone sits down); every deal's seed is derived from the match seed, revealed when the match is over. See docs/fair-deals.md.",
})
export class MatchCommitment {
  @Field(() => String, {
    nullable: true,
    description: 'SHA-256 of "skat-match-v2:" followed by the match seed, in hex; null for a table created before match commitments.',
  })
  commitment: string | null;
  @Field(() => String, { nullable: true, description: 'The match seed: null until the match is over or the table is closed before its end.' }) seed:
    string | null;
}

@ObjectType({ description: "One player's part in a deal's shuffle: the entropy they gave when they sat down ('' for none; server bots never give any)." })
export class EntropyShare {
  @Field(() => Int, { description: "The player's index at the table (the record's entropy order)." }) player: number;
  @Field(() => String, { nullable: true, description: "The player's name, as the record's players give it (null when the record names none)." }) name:
    string | null;
  @Field(() => String, { description: "The entropy mixed into the deck ('' for none)." }) entropy: string;
  @Field(() => Boolean, { description: 'Whether this player gave entropy of their own.' }) given: boolean;
}

@ObjectType({ description: 'The verdict on a deal record: the commitment, the cards dealt and the play recomputed from its revealed seed.' })
export class DealVerification {
  @Field(() => Boolean, { description: 'The commitment, the cards and the play all match.' }) valid: boolean;
  @Field(() => String, { nullable: true, description: "The record's scheme (null when the record names an unknown one or is not a record)." })
  scheme: string | null;
  @Field(() => Boolean, { nullable: true, description: 'The commitment is the one the seed makes (null: the scheme makes none, or the record has no seed).' })
  commitmentMatches: boolean | null;
  @Field(() => Boolean, { description: 'The hands and the skat are the ones the seed and the entropy deal.' }) dealMatches: boolean;
  @Field(() => Boolean, { description: 'Replaying the moves from those cards gives the recorded discards, tricks and result.' }) resultMatches: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description: "With matchSeed: it is the one the record's matchCommitment committed to, and the deal's seed is derived from it (null: no matchSeed given).",
  })
  matchSeedMatches: boolean | null;
  @Field(() => String, { nullable: true, description: 'Why the record is not valid (null when it is).' }) reason: string | null;
  @Field(() => [EntropyShare], {
    description:
      "Whose entropy went into the deck, per player as the record states it: a player who gave none (every server bot) left the shuffle to the server's seed alone.",
  })
  entropy: EntropyShare[];
}

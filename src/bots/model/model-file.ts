// The shape of the bidding model's weights (weights.ts), apart from the model so the generated
// weights import no code that imports them.
export interface FittedModel {
  features: string[];
  weights: number[];
  /** Training rows and wins, and the mean log loss on held-out rows. */
  rows: number;
  wins: number;
  testLogLoss: number;
}

export interface ModelFile {
  /** How the weights were made: the command, seed, deals and labelled hands. */
  meta: Record<string, string | number>;
  models: Record<string, FittedModel>;
}

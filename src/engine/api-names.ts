// The service's GraphQL API names engine values in SCREAMING_CASE (skatDecision -> SKAT_DECISION,
// acceptGiveUp -> ACCEPT_GIVE_UP) and game types by name (CLUBS for C). Whatever reads API data
// back into the engine (the record verifier, the bot kit, tests) maps with these.
import type { GameType } from './types';

/** The engine value of a SCREAMING_CASE name (SKAT_DECISION -> skatDecision, SPLIT_60 -> split60). */
export const engineValueOf = (name: string): string => name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The API's game type names -> the engine's letters. */
export const GAME_TYPE_OF_NAME: Readonly<Record<string, GameType>> = { CLUBS: 'C', SPADES: 'S', HEARTS: 'H', DIAMONDS: 'D', GRAND: 'G', NULL: 'N' };

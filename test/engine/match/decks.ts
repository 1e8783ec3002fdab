// Fixed decks for the scenario tests: forehand, middlehand, rearhand (10 each), skat.
import { deckOf } from './helpers';

/**
 * Forehand holds every Jack, both black Aces and Tens, HA HT: it wins every trick it leads,
 * whatever is played. Grand Hand by forehand: with 4, game, hand, Schneider, Schwarz = 8 × 24 = 192.
 * Clubs Hand by forehand: with 6 (CJ SJ HJ DJ CA CT), game, hand, Schneider, Schwarz = 10 × 12 = 120.
 * Rearhand holds nothing: its Grand Hand is without 4, lost Schwarz: 8 × 24 = 192, scored -384;
 * its Clubs Hand is without 8, lost Schwarz: 12 × 12 = 144, scored -288.
 * In a Ramsch forehand takes every trick: Durchmarsch.
 */
export const STRONG_F = deckOf('CJ SJ HJ DJ CA CT SA ST HA HT', 'CK CQ SK SQ HK HQ DA DT DK DQ', 'C9 C8 C7 S9 S8 S7 H9 H8 H7 D9', 'D8 D7');

/**
 * Forehand wins all but the D7 trick (middlehand must beat it with a diamond); rearhand holds
 * only cards below anything led and never takes a trick: a Jungfrau in Ramsch. Clubs Hand by
 * forehand: with 6, game, hand (+ Schneider as reached), won without all 120 card points.
 */
export const JUNGFRAU = deckOf('CJ SJ HJ DJ CA CT SA ST HA D7', 'CK CQ SK SQ HT HK DA DT DK DQ', 'C9 C8 C7 S9 S8 S7 H9 H8 H7 HQ', 'D9 D8');

/** A balanced deal (skat HQ D8 = 3 points). Clubs Hand by forehand: with 2, game, hand = 4 × 12 = 48. */
export const BALANCED = deckOf('CJ SJ CA CT CK S7 H7 D7 HA D9', 'HJ C9 C8 SA ST SK H9 H8 DA DK', 'DJ CQ C7 SQ S9 S8 HT HK DT DQ', 'HQ D8');

/**
 * Tips: forehand holds every trump but C8 (CJ SJ HJ DJ CA CT CK CQ C9 C7). Clubs Hand with a
 * tip: with 9, game, hand, tip 2 (+ Schneider/Schwarz as reached).
 */
export const TIP_CLUBS = deckOf('CJ SJ HJ DJ CA CT CK CQ C9 C7', 'C8 SA ST SK SQ HA HT HK DA DT', 'S9 S8 S7 HQ H9 H8 H7 DK DQ D9', 'D8 D7');

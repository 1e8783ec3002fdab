// The engine's record of a finished deal (dealRecordJson) -> the typed SkatDealRecord.
import type { GameTypeGql } from '../../game/game.models.js';
import { toContract, toDealResult } from '../../game/game.mappers.js';
import type { dealRecordJson } from '../../game/match-port.js';
import type { RecordMoveModel, RecordSeatModel, SkatDealRecordModel } from '../../scoring/deal-record.models.js';

type Json = ReturnType<typeof dealRecordJson>;

function toMove(m: Json['moves'][number]): RecordMoveModel {
  const a = m as Json['moves'][number] &
    Partial<Record<'value' | 'card' | 'cards' | 'game' | 'ouvert' | 'schneiderAnnounced' | 'schwarzAnnounced' | 'tip', unknown>>;
  return {
    seat: a.seat,
    type: a.type,
    value: (a.value as number | undefined) ?? null,
    card: (a.card as string | undefined) ?? null,
    cards: a.cards ? [...(a.cards as string[])] : null,
    game: (a.game as GameTypeGql | undefined) ?? null,
    ouvert: (a.ouvert as boolean | undefined) ?? null,
    schneiderAnnounced: (a.schneiderAnnounced as boolean | undefined) ?? null,
    schwarzAnnounced: (a.schwarzAnnounced as boolean | undefined) ?? null,
    tip: (a.tip as boolean | undefined) ?? null,
  };
}

export function toDealRecord(tableId: string, deal: number, players: RecordSeatModel[], j: Json, matchCommitment: string | null): SkatDealRecordModel {
  return {
    typename: 'SkatDealRecord',
    tableId,
    deal,
    seed: j.seed,
    scheme: j.scheme,
    commitment: j.commitment,
    entropy: [...j.entropy],
    matchCommitment,
    players,
    hands: j.hands.map((h) => [...h]),
    moves: j.moves.map(toMove),
    tricks: j.tricks.map((t) => ({ leader: t.leader, winner: t.winner, complete: t.winner !== null, points: t.points, cards: [...t.cards] })),
    mode: j.mode,
    rules: { ...j.rules },
    skat: [...j.skat],
    discards: j.discards.length ? [...j.discards] : null,
    declarer: j.declarer,
    bid: j.bid,
    bidding: j.bidding.map((b) => ({ seat: b.seat, call: b.type, value: b.value })),
    declaration: j.declaration ? toContract(j.declaration) : null,
    result: j.result ? toDealResult(j.result) : null,
  };
}

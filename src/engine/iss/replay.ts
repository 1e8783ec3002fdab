// Replays an ISS record move by move through applyDeal and reports what the engine scored.
// A record read as ISS writes it counts `RE` per player (see index.ts). A record this engine
// wrote also carries `CN[...]` and `EN[...]`: then the concession moves are taken from CN at
// their places, the closing `RE` moves (their ISS summary) are skipped, and the deal must end
// as EN says.
import {
  applyDeal,
  createDeal,
  isDealOver,
  parseCard,
  type DealAction,
  type DealMode,
  type DealState,
  type GameEnd,
  type GameType,
  type RuleOptions,
  type Seat,
} from '../index';
import { ISS_RULES, parseCn, parseIssRecord, type CnEntry, type IssRecord, type IssReplayOutput, type IssResult } from './record';

const GAME_TOKEN = /^([GCSHDN])([HSZOT]*)$/;

function rulesFrom(fields: Record<string, string>): RuleOptions {
  if (fields.RU === undefined) return { ...ISS_RULES };
  const on = new Set(fields.RU.split(',').map((x) => x.trim()));
  const r: RuleOptions = { ...ISS_RULES, concessions: false };
  for (const k of Object.keys(r) as (keyof RuleOptions)[]) r[k] = on.has(k);
  return r;
}

class ReplayError extends Error {}

/** Replays a record move by move through applyDeal. Never throws. */
export function replayIssRecord(rec: IssRecord): { output: IssReplayOutput; state: DealState | null } {
  const id = rec.id;
  let s: DealState | null = null;
  let replayed = 0;
  try {
    const first = rec.moves[0];
    if (!first || first.actor !== 'w') throw new ReplayError('the record does not start with the deal');
    const deck = first.move.split('.');
    const mode = (rec.fields.MO as DealMode | undefined) ?? 'normal';
    s = createDealChecked(rulesFrom(rec.fields), `iss:${id}`, mode, deck);
    const concessionsInHeaders = rec.fields.CN !== undefined || rec.fields.EN !== undefined;
    const cn: CnEntry[] = rec.fields.CN !== undefined ? parseCn(rec.fields.CN) : [];
    let nextCn = 0;
    let pendingDeclaration: { seat: Seat; game: GameType; mods: string } | null = null;
    let lastWasResign = false;
    // Defenders who sent RE: ISS ends the game when both have.
    const resigned = new Set<Seat>();
    const apply = (a: DealAction): void => {
      const r = applyDeal(s as DealState, a);
      if (!r.ok) throw new ReplayError(`move ${replayed + 1} (${a.seat} ${a.type}): ${r.error.code}: ${r.error.message}`);
      s = r.state;
    };
    const applyCnUpTo = (at: number): void => {
      for (; nextCn < cn.length && cn[nextCn].at <= at; nextCn++) apply({ type: cn[nextCn].type, seat: cn[nextCn].seat });
    };
    for (let i = 1; i < rec.moves.length; i++) {
      const { actor, move } = rec.moves[i];
      replayed = i;
      applyCnUpTo(i);
      if (actor === 'w') {
        if (move.startsWith('LE') || move.startsWith('TI')) {
          return { output: endedOutput(id, move.startsWith('LE') ? 'LE' : 'TI', i - 1, s as DealState), state: s };
        }
        continue; // the skat shown to the declarer: already known from the deal
      }
      const st = s as DealState;
      const seat = actor;
      if (move === '??') {
        // A hidden move (ISS hides it from this record): only an LE/TI ending can follow.
        const rest = rec.moves.slice(i + 1).find((m) => m.actor === 'w' && /^(LE|TI)/.test(m.move));
        if (rest) return { output: endedOutput(id, rest.move.startsWith('LE') ? 'LE' : 'TI', i - 1, st), state: s };
        throw new ReplayError(`move ${i}: hidden move ??`);
      }
      if (isDealOver(st) && move !== 'RE') throw new ReplayError(`move ${i}: ${actor} ${move} comes after the deal ended (${st.end ?? 'passed in'})`);
      lastWasResign = false;
      if (pendingDeclaration) {
        const cards = move.split('.');
        if (seat !== pendingDeclaration.seat || cards.length !== 2) throw new ReplayError(`move ${i}: expected the declarer's two discards`);
        apply({ type: 'discard', seat, cards });
        applyDeclaration(apply, seat, pendingDeclaration.game, pendingDeclaration.mods);
        pendingDeclaration = null;
        continue;
      }
      if (move === 'p') apply({ type: 'pass', seat });
      else if (move === 'y') apply({ type: 'hold', seat });
      else if (/^\d+$/.test(move)) apply({ type: 'bid', seat, value: Number(move) });
      else if (move === 's') apply({ type: 'pickUpSkat', seat });
      else if (move === 'SC') apply({ type: 'layOpen', seat });
      else if (move === 'KO') apply({ type: 'kontra', seat });
      else if (move === 'RK') apply({ type: 're', seat });
      else if (move === 'GA') apply({ type: 'acceptGrandHand', seat });
      else if (move === 'GD') apply({ type: 'declineGrandHand', seat });
      else if (move === 'RE') {
        if (concessionsInHeaders) continue; // CN holds the concession moves this RE sums up
        lastWasResign = seat !== st.declarer;
        resign(st, seat, resigned, apply);
      } else if (parseCard(move) !== undefined && st.phase === 'playing') apply({ type: 'play', seat, card: move });
      else {
        const parts = move.split('.');
        const g = GAME_TOKEN.exec(parts[0]);
        if (g) {
          const cards = parts.slice(1);
          if (st.phase === 'discarding') {
            if (cards.length === 0) {
              pendingDeclaration = { seat, game: g[1] as GameType, mods: g[2] };
              continue;
            }
            apply({ type: 'discard', seat, cards: cards.slice(0, 2) });
          }
          applyDeclaration(apply, seat, g[1] as GameType, g[2]);
        } else if (parts.length === 2 && parts.every((p) => parseCard(p) !== undefined)) {
          apply({ type: 'discard', seat, cards: parts });
        } else throw new ReplayError(`move ${i}: cannot read ${actor} ${move}`);
      }
    }
    replayed = rec.moves.length;
    applyCnUpTo(Number.MAX_SAFE_INTEGER);
    let fin = s as DealState;
    if (!isDealOver(fin) && lastWasResign && fin.declarer !== null) {
      // A record ending on a defender's resign counts as given up (RULES.md 9): the partner agrees.
      const last = [...rec.moves].reverse().find((m) => m.actor !== 'w')!.actor as Seat;
      resign(fin, (3 - fin.declarer - last) as Seat, resigned, apply);
    }
    fin = s as DealState;
    if (!isDealOver(fin) || !fin.result) throw new ReplayError(`the record ends before the deal is over (phase ${fin.phase})`);
    if (rec.fields.EN !== undefined && fin.end !== (rec.fields.EN as GameEnd)) {
      throw new ReplayError(`EN[${rec.fields.EN}] but the moves end the deal as ${fin.end}`);
    }
    return { output: outputOf(id, fin), state: fin };
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    return { output: { id, error: msg }, state: s };
  }
}

/**
 * An ISS `RE` by `seat`. The declarer's loses the game (concede), or states that a broken
 * lay-open lost it. A defender's stands until the
 * deal ends; the second defender's ends it as given up: both accept the lay-open if the declarer
 * has shown the cards, else one proposal to give up and its acceptance.
 */
function resign(s: DealState, seat: Seat, resigned: Set<Seat>, apply: (a: DealAction) => void): void {
  // The declarer's RE after a lost trick broke the lay-open: the engine has ended the deal already.
  if (s.end === 'layOpenBroken' && seat === s.declarer) return;
  if (s.phase !== 'playing' || s.declarer === null) throw new ReplayError('RE outside the play');
  const decl = s.declarer;
  if (seat === decl) return apply({ type: 'concede', seat });
  resigned.add(seat);
  const other = (3 - decl - seat) as Seat;
  if (resigned.size === 1) {
    // One resign alone ends nothing; the engine knows it as an acceptance or a proposal.
    if (s.layOpen) apply({ type: 'acceptLayOpen', seat });
    else if (s.giveUp.pending === null && !s.giveUp.proposedBy.includes(seat)) apply({ type: 'giveUp', seat });
    return;
  }
  if (s.layOpen) {
    for (const d of [seat, other]) if (!s.layOpenAccepted.includes(d)) apply({ type: 'acceptLayOpen', seat: d });
    return;
  }
  if (s.giveUp.pending === other) return apply({ type: 'acceptGiveUp', seat });
  if (s.giveUp.pending === seat) return apply({ type: 'acceptGiveUp', seat: other });
  const proposer = !s.giveUp.proposedBy.includes(other) ? other : !s.giveUp.proposedBy.includes(seat) ? seat : null;
  if (proposer === null) throw new ReplayError('RE by both defenders, but both have proposed to give up already');
  apply({ type: 'giveUp', seat: proposer });
  apply({ type: 'acceptGiveUp', seat: (3 - decl - proposer) as Seat });
}

function endedOutput(id: string, ended: 'LE' | 'TI', movesReplayed: number, s: DealState): IssReplayOutput {
  return { id, ended, movesReplayed, declarer: s.declarer, game: s.declaration?.game ?? null, tricksPlayed: s.tricks.length };
}

function createDealChecked(rules: RuleOptions, seed: string, mode: DealMode, deck: string[]): DealState {
  if (deck.length !== 32 || deck.some((c) => parseCard(c) === undefined) || new Set(deck).size !== 32) {
    throw new ReplayError('the deal must list the 32 cards once each');
  }
  return createDeal({ rules, seed, mode, deck });
}

function applyDeclaration(apply: (a: DealAction) => void, seat: Seat, game: GameType, mods: string): void {
  apply({
    type: 'declare',
    seat,
    game,
    ouvert: mods.includes('O'),
    schneiderAnnounced: mods.includes('S') || undefined,
    schwarzAnnounced: mods.includes('Z') || undefined,
    tip: mods.includes('T'),
  });
}

export function outputOf(id: string, s: DealState): IssReplayOutput {
  const r = s.result;
  if (!r || r.kind === 'passed') return { id, passed: true };
  if (r.kind === 'ramsch') return { id, ramsch: true, scores: r.ramsch.scores, cardPoints: r.ramsch.cardPoints };
  const g = r.game;
  return {
    id,
    declarer: g.declarer,
    won: g.won,
    score: g.score,
    matadors: g.matadors,
    overbid: g.overbid,
    declarerPoints: g.declarerPoints,
    declarerTricks: g.declarerTricks,
    schneider: g.schneider,
    schwarz: g.schwarz,
  };
}

/** Replays one line; a line that is not a record yields an error output. */
export function replayIssLine(line: string): { output: IssReplayOutput; record: IssRecord | null; state: DealState | null } {
  let rec: IssRecord;
  try {
    rec = parseIssRecord(line);
  } catch (err) {
    const m = /ID\[([^\]]*)\]/.exec(line);
    return { output: { id: m ? m[1] : '', error: `unreadable record: ${err instanceof Error ? err.message : String(err)}` }, record: null, state: null };
  }
  const { output, state } = replayIssRecord(rec);
  return { output, record: rec, state };
}

/**
 * Compares a replay output with the record's R[...]: the names of the fields that differ
 * (empty when they agree). Records ended by LE/TI are not compared.
 */
export function compareWithIss(output: IssReplayOutput, expected: IssResult | null): string[] {
  if (!expected) return ['no R[...]'];
  if ('passed' in output) return expected.passed ? [] : ['passed'];
  if ('ramsch' in output) return 'ramsch' in expected ? (output.scores.every((x, i) => x === expected.scores[i]) ? [] : ['scores']) : ['ramsch'];
  if (!('declarer' in output) || 'ended' in output) return [];
  if (expected.passed) return ['passed'];
  if ('ramsch' in expected) return ['ramsch'];
  const diff: string[] = [];
  const keys = ['declarer', 'won', 'score', 'matadors', 'overbid', 'declarerPoints', 'declarerTricks', 'schneider', 'schwarz'] as const;
  for (const k of keys) if (output[k] !== expected[k]) diff.push(k);
  return diff;
}

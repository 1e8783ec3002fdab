// International Skat Server records: parse, replay through the engine, and write.
// One record per line, e.g. `(;GM[Skat]...ID[541932]...MV[w <32 cards> 1 18 0 y ...]R[d:2 loss v:-54 ...] ;)`.
// Moves are pairs `<actor> <move>`: actor `w` (the server: the deal, the skat shown to the
// declarer, LE/TI endings) or a seat 0..2. Seat moves: a bid value, `y` hold, `p` pass,
// `s` pick up the skat, a declaration `G`/`CHS`/`NO.HA.HQ` (game letter, then H hand,
// S Schneider, Z Schwarz, O Ouvert, optional `.`-separated discards or Ouvert cards), a
// separate discard move `D9.DQ`, a card `HT`, `SC` show cards (lay open), `RE` resign.
// Extensions written by this engine (ISS has no such moves): `KO` Kontra, `RK` Re,
// `NR` decline a give-up, `GA`/`GD` accept/decline a Grand Hand offer, `T` in a
// declaration for a tip; header `RU[...]` lists the rule options that are on, `MO[...]` the deal mode.
import { cardsOf, cardName, parseCard, setNames } from './cards';
import type { DealAction, GameType, RuleOptions, Seat } from './types';
import { applyDeal, createDeal, isDealOver } from './deal/deal';
import { OFFICIAL_RULES } from './rules';
import type { DealMode, DealState } from './deal/state';

/** ISS plays the official rules with resigns (give up, show cards). */
export const ISS_RULES: RuleOptions = { ...OFFICIAL_RULES };

export interface IssMove {
  actor: 'w' | Seat;
  move: string;
}

export interface IssRecord {
  id: string;
  /** Every `KEY[value]` header of the record (MV and R included, raw). */
  fields: Record<string, string>;
  moves: IssMove[];
  result: IssResult | null;
}

/** The fields of a played deal that a replay reports and an R[...] result states. */
export interface IssGameFields<D = number> {
  declarer: D;
  won: boolean;
  score: number;
  matadors: number;
  overbid: boolean;
  declarerPoints: number;
  declarerTricks: number;
  schneider: boolean;
  schwarz: boolean;
}

/** The R[...] part as ISS scored it. */
export type IssResult = { passed: true } | ({ passed: false; penalty: boolean } & IssGameFields);

/** What the replay prints for a record (one JSON object a line). */
export type IssReplayOutput =
  | { id: string; passed: true }
  | ({ id: string } & IssGameFields<Seat>)
  | { id: string; ramsch: true; scores: [number, number, number]; cardPoints: [number, number, number] }
  /** Ended by a player leaving or a timeout: replayed as far as it goes, not scored. */
  | { id: string; ended: 'LE' | 'TI'; movesReplayed: number; declarer: Seat | null; game: GameType | null; tricksPlayed: number }
  | { id: string; error: string };

const FIELD_RE = /([A-Z][A-Z0-9]*)\[([^\]]*)\]/g;

/** Parses one record line. Throws on a line that is not an ISS record. */
export function parseIssRecord(line: string): IssRecord {
  const fields: Record<string, string> = {};
  for (const m of line.matchAll(FIELD_RE)) if (!(m[1] in fields)) fields[m[1]] = m[2];
  if (fields.MV === undefined) throw new Error('no MV[...] moves in the record');
  const tokens = fields.MV.trim().split(/\s+/).filter((t) => t.length > 0);
  if (tokens.length % 2 !== 0) throw new Error('MV[...] must hold actor/move pairs');
  const moves: IssMove[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const a = tokens[i];
    if (a !== 'w' && a !== '0' && a !== '1' && a !== '2') throw new Error(`bad actor ${a}`);
    moves.push({ actor: a === 'w' ? 'w' : (Number(a) as Seat), move: tokens[i + 1] });
  }
  return { id: fields.ID ?? '', fields, moves, result: fields.R !== undefined ? parseIssResult(fields.R) : null };
}

export function parseIssResult(r: string): IssResult | null {
  const t = r.trim();
  if (t.startsWith('passed')) return { passed: true };
  const kv: Record<string, string> = {};
  const words = new Set<string>();
  for (const w of t.split(/\s+/)) {
    const i = w.indexOf(':');
    if (i > 0) kv[w.slice(0, i)] = w.slice(i + 1);
    else words.add(w);
  }
  if (kv.d === undefined) return null;
  return {
    passed: false,
    declarer: Number(kv.d),
    won: words.has('win'),
    score: Number(kv.v),
    matadors: Number(kv.m),
    overbid: words.has('overbid'),
    declarerPoints: Number(kv.p),
    declarerTricks: Number(kv.t),
    schneider: kv.s === '1',
    schwarz: kv.z === '1',
    penalty: words.has('penalty'),
  };
}

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
    let pendingDeclaration: { seat: Seat; game: GameType; mods: string } | null = null;
    let lastWasResign = false;
    const apply = (a: DealAction): void => {
      const r = applyDeal(s as DealState, a);
      if (!r.ok) throw new ReplayError(`move ${replayed + 1} (${a.seat} ${a.type}): ${r.error.code}: ${r.error.message}`);
      s = r.state;
    };
    for (let i = 1; i < rec.moves.length; i++) {
      const { actor, move } = rec.moves[i];
      replayed = i;
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
      else if (move === 'NR') apply({ type: 'declineGiveUp', seat });
      else if (move === 'GA') apply({ type: 'acceptGrandHand', seat });
      else if (move === 'GD') apply({ type: 'declineGrandHand', seat });
      else if (move === 'RE') {
        lastWasResign = true;
        const a = resignAction(st, seat);
        if (a) apply(a);
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
    let fin = s as DealState;
    if (!isDealOver(fin) && lastWasResign && fin.declarer !== null) {
      // A record ending on a defender's resign counts as given up (RULES.md 9): the partner agrees.
      const decl = fin.declarer;
      for (const d of [0, 1, 2] as Seat[]) {
        if (d === decl || isDealOver(fin)) continue;
        const a = resignAction(fin, d);
        if (a && a.type !== 'giveUp') apply(a);
        fin = s as DealState;
      }
    }
    fin = s as DealState;
    if (!isDealOver(fin) || !fin.result) throw new ReplayError(`the record ends before the deal is over (phase ${fin.phase})`);
    return { output: outputOf(id, fin), state: fin };
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    return { output: { id, error: msg }, state: s };
  }
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

/** What an ISS `RE` by `seat` means now, or null when it changes nothing. */
function resignAction(s: DealState, seat: Seat): DealAction | null {
  if (s.phase !== 'playing' || s.declarer === null) throw new ReplayError('RE outside the play');
  if (seat === s.declarer) return { type: 'concede', seat };
  if (s.layOpen) return s.layOpenAccepted.includes(seat) ? null : { type: 'acceptLayOpen', seat };
  if (s.giveUp.pending !== null) return s.giveUp.pending === seat ? null : { type: 'acceptGiveUp', seat };
  if (s.giveUp.proposedBy.includes(seat)) return null;
  return { type: 'giveUp', seat };
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
 * (empty when they agree). Outputs other than played/passed are not compared.
 */
export function compareWithIss(output: IssReplayOutput, expected: IssResult | null): string[] {
  if (!expected) return ['no R[...]'];
  if ('passed' in output) return expected.passed ? [] : ['passed'];
  if (!('declarer' in output) || 'ended' in output) return [];
  if (expected.passed) return ['passed'];
  const diff: string[] = [];
  const keys = ['declarer', 'won', 'score', 'matadors', 'overbid', 'declarerPoints', 'declarerTricks', 'schneider', 'schwarz'] as const;
  for (const k of keys) if (output[k] !== expected[k]) diff.push(k);
  return diff;
}

// ---------------------------------------------------------------- writer

function declarationToken(a: Extract<DealAction, { type: 'declare' }>, hand: boolean): string {
  let t = a.game as string;
  const suitOrGrand = a.game !== 'N';
  if (hand) t += 'H';
  if (suitOrGrand && !a.ouvert && a.schneiderAnnounced && !a.schwarzAnnounced) t += 'S';
  if (suitOrGrand && !a.ouvert && a.schwarzAnnounced) t += 'SZ';
  if (a.ouvert) t += 'O';
  if (a.tip) t += 'T';
  return t;
}

/**
 * Writes a deal as one ISS record line, replayable by replayIssRecord. Options other than
 * ISS's own (Kontra/Re, Ramsch, tips...) are written as the extension header RU[...].
 */
export function writeIssRecord(s: DealState, meta: { id?: string; players?: [string, string, string]; date?: string } = {}): string {
  const deck = [...cardsOf(s.dealt[0]), ...cardsOf(s.dealt[1]), ...cardsOf(s.dealt[2]), ...cardsOf(s.skat)].map(cardName).join('.');
  const mv: string[] = ['w', deck];
  let discards: string[] | null = null;
  let picked = false;
  for (const a of s.log) {
    const seat = String(a.seat);
    switch (a.type) {
      case 'bid': mv.push(seat, String(a.value)); break;
      case 'hold': mv.push(seat, 'y'); break;
      case 'pass': mv.push(seat, 'p'); break;
      case 'pickUpSkat': picked = true; mv.push(seat, 's', 'w', setNames(s.skat).join('.')); break;
      case 'discard': discards = a.cards.slice(); break;
      case 'declare': mv.push(seat, [declarationToken(a, !picked), ...(discards ?? [])].join('.')); break;
      case 'play': mv.push(seat, a.card); break;
      case 'kontra': mv.push(seat, 'KO'); break;
      case 're': mv.push(seat, 'RK'); break;
      case 'giveUp': case 'acceptGiveUp': case 'acceptLayOpen': case 'concede': mv.push(seat, 'RE'); break;
      case 'declineGiveUp': mv.push(seat, 'NR'); break;
      case 'layOpen': mv.push(seat, 'SC'); break;
      case 'acceptGrandHand': mv.push(seat, 'GA'); break;
      case 'declineGrandHand': mv.push(seat, 'GD'); break;
    }
  }
  const on = (Object.keys(s.rules) as (keyof RuleOptions)[]).filter((k) => s.rules[k]);
  const isIss = on.length === 1 && on[0] === 'concessions';
  const p = meta.players ?? ['P0', 'P1', 'P2'];
  let head = `(;GM[Skat]PC[skat-service]ID[${meta.id ?? ''}]`;
  if (meta.date) head += `DT[${meta.date}]`;
  head += `P0[${p[0]}]P1[${p[1]}]P2[${p[2]}]`;
  if (!isIss) head += `RU[${on.join(',')}]`;
  if (s.mode !== 'normal') head += `MO[${s.mode}]`;
  return `${head}MV[${mv.join(' ')} ]R[${resultToken(s)}] ;)`;
}

function resultToken(s: DealState): string {
  const r = s.result;
  if (!r) return 'unfinished';
  if (r.kind === 'passed') return 'passed';
  if (r.kind === 'ramsch') return `ramsch ${r.ramsch.scores.map((x, i) => `p${i}:${x}`).join(' ')}`;
  const g = r.game;
  return `d:${g.declarer} ${g.won ? 'win' : 'loss'} v:${g.score} m:${g.matadors} ${g.overbid ? 'overbid' : 'bidok'} p:${g.declarerPoints} t:${g.declarerTricks} s:${g.schneider ? 1 : 0} z:${g.schwarz ? 1 : 0}`;
}

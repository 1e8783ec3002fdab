// The ISS record line as data: its headers, its MV moves, its R[...] result.
import { OFFICIAL_RULES, type GameType, type RuleOptions, type Seat } from '../index';

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

/** The R[...] part as ISS scored it (a Ramsch only as this engine writes it: `ramsch p0:0 p1:-30 p2:0`). */
export type IssResult =
  { passed: true } | ({ passed: false; penalty: boolean } & IssGameFields) | { passed: false; ramsch: true; scores: [number, number, number] };

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
  const tokens = fields.MV.trim()
    .split(/\s+/)
    .filter((t) => t.length > 0);
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
  if (words.has('ramsch')) return { passed: false, ramsch: true, scores: [Number(kv.p0), Number(kv.p1), Number(kv.p2)] };
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

/** The concession moves a record keeps out of MV (ISS has no tokens for them). */
export const CN_TYPES = ['giveUp', 'acceptGiveUp', 'declineGiveUp', 'acceptLayOpen', 'concede'] as const;
export type CnType = (typeof CN_TYPES)[number];

/** One `CN[...]` entry `at:seat:type`: `at` is the number of MV moves before it. */
export interface CnEntry {
  at: number;
  seat: Seat;
  type: CnType;
}

export function formatCn(entries: readonly CnEntry[]): string {
  return entries.map((c) => `${c.at}:${c.seat}:${c.type}`).join(' ');
}

/** Reads `CN[...]`; throws on an entry it cannot read. */
export function parseCn(value: string): CnEntry[] {
  return value
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => {
      const m = /^(\d+):([012]):(\w+)$/.exec(t);
      if (!m || !(CN_TYPES as readonly string[]).includes(m[3])) throw new Error(`cannot read CN entry ${t}`);
      return { at: Number(m[1]), seat: Number(m[2]) as Seat, type: m[3] as CnType };
    });
}

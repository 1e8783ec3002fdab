// Writes a finished deal as one ISS record line that an ISS reader scores as the engine did.
// MV holds ISS's own moves. The concession dialog goes to CN[...], and the deal's end is
// summed up by closing `RE` moves as ISS counts them: both defenders' when the defenders gave
// up or accepted a lay-open, the declarer's when the declarer conceded or a defender broke the
// lay-open (ISS has no token for that; EN[...] names the end). docs/iss-records.md has the format.
import { cardName, cardsOf, setNames, type DealAction, type DealState, type RuleOptions, type Seat } from '../index';
import { formatCn, type CnEntry } from './record';

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
  const cn: CnEntry[] = [];
  let discards: string[] | null = null;
  let picked = false;
  let proposer: Seat | null = null;
  for (const a of s.log) {
    const seat = String(a.seat);
    switch (a.type) {
      case 'bid':
        mv.push(seat, String(a.value));
        break;
      case 'hold':
        mv.push(seat, 'y');
        break;
      case 'pass':
        mv.push(seat, 'p');
        break;
      case 'pickUpSkat':
        picked = true;
        mv.push(seat, 's', 'w', setNames(s.skat).join('.'));
        break;
      case 'discard':
        discards = a.cards.slice();
        break;
      case 'declare':
        mv.push(seat, [declarationToken(a, !picked), ...(discards ?? [])].join('.'));
        break;
      case 'play':
        mv.push(seat, a.card);
        break;
      case 'kontra':
        mv.push(seat, 'KO');
        break;
      case 're':
        mv.push(seat, 'RK');
        break;
      case 'layOpen':
        mv.push(seat, 'SC');
        break;
      case 'acceptGrandHand':
        mv.push(seat, 'GA');
        break;
      case 'declineGrandHand':
        mv.push(seat, 'GD');
        break;
      case 'giveUp':
        proposer = a.seat;
        cn.push({ at: mv.length / 2, seat: a.seat, type: a.type });
        break;
      case 'acceptGiveUp':
      case 'declineGiveUp':
      case 'acceptLayOpen':
      case 'concede':
        cn.push({ at: mv.length / 2, seat: a.seat, type: a.type });
        break;
    }
  }
  const decl = s.declarer;
  const end = s.phase === 'over' ? s.end : null;
  if (decl !== null && (end === 'givenUp' || end === 'layOpenAccepted')) {
    // Both defenders resign at the end, not when one proposed: ISS counts every RE for good.
    const first = end === 'givenUp' ? (proposer as Seat) : s.layOpenAccepted[0];
    mv.push(String(first), 'RE', String(3 - decl - first), 'RE');
  } else if (decl !== null && (end === 'conceded' || end === 'layOpenBroken')) {
    mv.push(String(decl), 'RE');
  }
  const on = (Object.keys(s.rules) as (keyof RuleOptions)[]).filter((k) => s.rules[k]);
  const isIss = on.length === 1 && on[0] === 'concessions';
  const p = meta.players ?? ['P0', 'P1', 'P2'];
  let head = `(;GM[Skat]PC[skat-service]ID[${meta.id ?? ''}]`;
  if (meta.date) head += `DT[${meta.date}]`;
  head += `P0[${p[0]}]P1[${p[1]}]P2[${p[2]}]`;
  if (!isIss) head += `RU[${on.join(',')}]`;
  if (s.mode !== 'normal') head += `MO[${s.mode}]`;
  if (cn.length > 0) head += `CN[${formatCn(cn)}]`;
  if (end === 'givenUp' || end === 'layOpenAccepted' || end === 'conceded' || end === 'layOpenBroken') head += `EN[${end}]`;
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

// Forced declarations against XSkat's defence: for deck d (the XSkat arena's `arena-11-d` deals) and
// every seat whose hand the strong bot would pass, the strong bot declares at 18 (the other seats
// pass) and plays the deal as declarer; both defenders are XSkat harness processes with fair
// information, driven the way ../shared/xskat-arena drives them. One JSON line per played deal:
// { deck, seat, raw, jacks, aces, trumps, game, hand, won, score, u } where u is the declarer's
// Seeger-Fabian gain on the bot's scale (won: score + 50; lost: score − 90), to compare with
// passing (PASS_VALUE). Hands whose bid worlds are won in under 4% are not played.
//
//   npx tsx scripts/xskat-forced.ts FROM TO /tmp/xskat-build/xskat-harness [MIN_JACKS MIN_ACES] >> FILE
import { spawn, type ChildProcess } from 'node:child_process';
import { PRESETS, applyDeal, createDeal, setNames, viewDeal, type DealAction, type Seat } from '../src/engine';
import { IDENTITY, expectedAtBid } from '../src/bots/expected-sf';
import { nextTurn, seatScores } from '../src/bots/play';
import { mulberry32 } from '../src/bots/rng';
import { StrongStrategy } from '../src/bots/strong';
import type { StrategyInput } from '../src/bots/strategy';

class Harness {
  private readonly proc: ChildProcess;
  private buf = '';
  private readonly waiting: ((line: string) => void)[] = [];
  constructor(bin: string) {
    this.proc = spawn(bin, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.proc.stdout!.setEncoding('utf8');
    this.proc.stdout!.on('data', (d: string) => {
      this.buf += d;
      let i;
      while ((i = this.buf.indexOf('\n')) >= 0) {
        const line = this.buf.slice(0, i);
        this.buf = this.buf.slice(i + 1);
        this.waiting.shift()?.(line);
      }
    });
  }
  ask(line: string): Promise<string> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.proc.stdin!.write(`${line}\n`);
    });
  }
  close(): void {
    this.proc.stdin!.end('quit\n');
  }
}

/** The strong bot with its bid limit raised to at least `floor`. */
class Forced extends StrongStrategy {
  constructor(private readonly floor: number) {
    super();
  }
  natural = 0;
  protected override limit(input: StrategyInput): number {
    this.natural = super.limit(input);
    return Math.max(this.floor, this.natural);
  }
}

const [from, to] = process.argv.slice(2, 4).map(Number);
const bin = process.argv[4] ?? '/tmp/xskat-build/xskat-harness';
// Only hands with at least this many Jacks and aces (the class in question; 0 0: every hand).
const [minJacks, minAces] = [Number(process.argv[5] ?? 0), Number(process.argv[6] ?? 0)];
const rules = PRESETS.tournament.rules;
const harness = [0, 1, 2].map(() => new Harness(bin));

async function forced(deck: number, p: Seat): Promise<void> {
  const seed = `arena-11-${deck}`;
  let state = createDeal({ rules, seed });
  const hand = setNames(state.dealt[p]);
  const jacks = hand.filter((c) => c[1] === 'J').length;
  const aces = hand.filter((c) => c[1] === 'A').length;
  if (jacks < minJacks || aces < minAces) return;
  const probe = new Forced(0);
  const view0 = viewDeal(state, p);
  probe.chooseAction({
    view: view0,
    legal: [{ type: 'bid', seat: p, value: 18 } as DealAction, { type: 'pass', seat: p } as DealAction],
    rules,
    rng: mulberry32(deck * 3 + p + 1),
  });
  if (probe.natural > 0) return; // it bids anyway
  const worlds = probe.lastBidWorlds[p] ?? [];
  const raw = expectedAtBid(worlds, 18, IDENTITY).raw;
  if (raw < 0.04) return;
  const bySuit = ['C', 'S', 'H', 'D'].map((s) => hand.filter((c) => c[0] === s && c[1] !== 'J').length);
  const trumps = jacks + Math.max(...bySuit);
  const bot = new Forced(18);
  const rngSeed = 11 * 100003 + deck * 6 + p;
  const rng = mulberry32((rngSeed * 7919 + p * 104729) >>> 0);
  const xs = ([0, 1, 2] as Seat[]).filter((s) => s !== p);
  for (const s of xs) await harness[s].ask(`new ${s} ${rngSeed} ${setNames(state.dealt[s]).join(' ')}`);
  let declarerSent = false;
  let gameSent = false;
  for (let step = 0; step < 500; step++) {
    const turn = nextTurn(state);
    if (!turn) break;
    const { seat, view, legal } = turn;
    let action: DealAction | undefined;
    if (seat === p) action = bot.chooseAction({ view, legal, rules, rng });
    else if (view.phase === 'bidding') action = legal.find((a) => a.type === 'pass');
    else if (view.phase === 'playing') {
      const ans = await harness[seat].ask('move');
      action = legal.find((a) => a.type === 'play' && a.card === ans.split(' ')[1]);
    }
    if (!action) action = legal.find((a) => a.type === 'pass') ?? legal[0];
    const res = applyDeal(state, action);
    if (!res.ok) throw new Error(res.error.message);
    state = res.state;
    if (!declarerSent && state.declarer !== null && state.bidding.stage === 3) {
      declarerSent = true;
      for (const s of xs) await harness[s].ask(`declarer ${state.declarer} ${state.bid}`);
    }
    if (!gameSent && state.declaration && state.phase !== 'skatDecision') {
      gameSent = true;
      const d = state.declaration;
      for (const s of xs) {
        const open = viewDeal(state, s).openHand;
        await harness[s].ask(`game ${d.game} ${+d.hand} ${+d.ouvert} ${+d.schneiderAnnounced} ${+d.schwarzAnnounced}${open ? ` open ${open.join(' ')}` : ''}`);
      }
    }
    if (action.type === 'play') for (const s of xs) await harness[s].ask(`play ${action.seat} ${action.card}`);
  }
  const r = state.result;
  if (!r || r.kind !== 'game') return;
  const g = r.game;
  const fin = setNames(g.declaration.hand ? state.skat : state.discards);
  for (const s of xs) await harness[s].ask(`end ${fin.join(' ')} ${setNames(state.skat).join(' ')} ${hand.join(' ')}`);
  const sc = seatScores(r, rules);
  const u = g.won ? sc[p] : sc[p] - 40;
  const d = g.declaration;
  process.stdout.write(`${JSON.stringify({ deck, seat: p, raw, jacks, aces, trumps, game: d.game, hand: d.hand, won: g.won, score: g.score, u })}\n`);
}

async function main(): Promise<void> {
  for (let d = from; d <= to; d++) for (const p of [0, 1, 2] as Seat[]) await forced(d, p);
  for (const h of harness) h.close();
}
void main();

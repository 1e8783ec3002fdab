// ISS interop: the real records in ../shared/oracles/iss must replay move by move and agree
// with ISS's own scoring field by field; generated records round-trip through the writer and
// the streaming replay; concessions export as ISS counts resigns (docs/iss-records.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { applyDeal, createDeal, randomLegalAction, seededRandom, type DealAction, type DealState, type RuleOptions } from '../../src/engine/index';
import { compareWithIss, ISS_RULES, outputOf, parseIssRecord, replayIssLine, writeIssRecord } from '../../src/engine/iss/index';

// A copy of ../shared/oracles/iss/public-records.sgf, so CI needs nothing outside the repository
// (Jest runs from the repository root).
const FILE = join(process.cwd(), 'test/engine/fixtures/iss-public-records.sgf');
const lines = readFileSync(FILE, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');

describe('ISS public records (RULES.md 9)', () => {
  it('every record replays; every played record not ended by LE/TI agrees with R[...] field by field', () => {
    let agree = 0;
    const ended: string[] = [];
    for (const line of lines) {
      const { output, record } = replayIssLine(line);
      if ('error' in output) throw new Error(`${output.id}: ${output.error}`);
      if ('ended' in output) {
        ended.push(`${output.id}:${output.ended}`);
        continue;
      }
      expect({ id: output.id, diff: compareWithIss(output, record!.result) }).toEqual({ id: output.id, diff: [] });
      agree++;
    }
    expect(lines).toHaveLength(23);
    expect(agree).toBe(20);
    expect(ended.sort()).toEqual(['136415:TI', '18358:LE', '30:LE']);
  });

  it('reads both variants: discards inside the declaration and as a move of their own', () => {
    const inline = replayIssLine(lines.find((l) => l.includes('ID[541932]'))!);
    expect(inline.state?.discards).toBeDefined();
    expect(inline.output).toEqual({
      id: '541932',
      declarer: 2,
      won: false,
      score: -54,
      matadors: -2,
      overbid: false,
      declarerPoints: 59,
      declarerTricks: 4,
      schneider: false,
      schwarz: false,
    });
    const separate = replayIssLine(lines.find((l) => l.includes('ID[596891]'))!);
    expect(separate.output).toMatchObject({ id: '596891', declarer: 2, won: false, score: -72, overbid: true, declarerPoints: 41 });
    expect(separate.state?.declaration?.game).toBe('D');
  });

  it('resigns count as given up; show cards is a lay-open; a passed deal is passed', () => {
    const nullOuvert = replayIssLine(lines.find((l) => l.includes('ID[1390253]'))!);
    expect(nullOuvert.state?.end).toBe('givenUp');
    expect(nullOuvert.output).toMatchObject({ won: true, score: 46, declarerPoints: 14, declarerTricks: 0 });
    const shown = replayIssLine(lines.find((l) => l.includes('ID[272095]'))!); // ends on a single RE after SC
    expect(shown.state?.end).toBe('layOpenAccepted');
    expect(shown.output).toMatchObject({ won: true, score: 72, declarerPoints: 96, declarerTricks: 8, schneider: true });
    expect(replayIssLine(lines.find((l) => l.includes('ID[756788]'))!).output).toEqual({ id: '756788', passed: true });
  });

  it('bad input gives an error line, never an exception', () => {
    expect(replayIssLine('not a record').output).toMatchObject({ error: expect.stringContaining('unreadable') });
    const bad = lines[0].replace('0 SA 1 S7', '0 S7 1 SA');
    expect(replayIssLine(bad).output).toMatchObject({ id: '541932', error: expect.stringMatching(/CARD_NOT_IN_HAND|MUST_FOLLOW_SUIT|NOT_YOUR_TURN/) });
    expect(replayIssLine('(;ID[9]MV[w CJ.SJ 1 p]R[passed] ;)').output).toMatchObject({ id: '9', error: expect.any(String) });
    expect(parseIssRecord(lines[0]).result).toMatchObject({ declarer: 2, won: false, score: -54, matadors: -2 });
  });
});

describe('ISS writer and streaming replay of generated records', () => {
  const rulesFor = (i: number): RuleOptions => ({
    kontraRe: i % 2 === 0,
    kontraRequiresBid: i % 4 === 0,
    ramsch: i % 3 === 0,
    bock: false,
    bockRamschRounds: false,
    tips: i % 5 === 0,
    tournamentScoring: false,
    concessions: i % 7 !== 0,
  });
  function generate(i: number): DealState {
    const next = seededRandom(`gen-${i}`);
    let s = createDeal({ rules: rulesFor(i), seed: `gen-${i}`, mode: i % 11 === 0 ? 'grandHandOffer' : i % 13 === 0 ? 'ramsch' : 'normal' });
    for (;;) {
      const a = randomLegalAction(s, next);
      if (!a) return s;
      const r = applyDeal(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }

  it('2,000 generated records stream back through readline with the same results', async () => {
    const N = 2000;
    const originals = new Map<string, DealState>();
    function* records(): Generator<string> {
      for (let i = 0; i < N; i++) {
        const s = generate(i);
        originals.set(String(i), s);
        yield writeIssRecord(s, { id: String(i) }) + '\n';
      }
    }
    const rl = createInterface({ input: Readable.from(records()), crlfDelay: Infinity });
    let n = 0;
    for await (const line of rl) {
      const { output, state } = replayIssLine(line);
      const orig = originals.get(output.id)!;
      if ('error' in output) throw new Error(`${output.id}: ${output.error}\n${line}`);
      expect(output).toEqual(outputOf(output.id, orig));
      expect(state!.result).toEqual(orig.result);
      expect(state!.log.map((a) => `${a.seat}${a.type}`)).toEqual(orig.log.map((a) => `${a.seat}${a.type}`));
      originals.delete(output.id); // keep memory flat: nothing is held beyond the current record
      n++;
    }
    expect(n).toBe(N);
  });
});

describe('concessions in ISS records (issue 14)', () => {
  // A Grand Hand at a standard table: after trick 1 defender 1 proposes to give up, the declarer
  // lays open, defender 2 accepts, and the defenders play on until they take trick 9.
  const deck = 'CJ.SA.ST.SK.SQ.S8.HT.DT.DJ.D8.CT.C8.C7.SJ.S9.HA.HQ.H7.DA.D7.CA.CK.CQ.C9.S7.HK.HJ.H8.DQ.D9.H9.DK'.split('.');
  const plays = (cards: string): DealAction[] => cards.split(' ').map((card, i) => ({ type: 'play', seat: (i % 3) as 0 | 1 | 2, card }));
  function brokenLayOpen(): DealState {
    const actions: DealAction[] = [
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
      { type: 'bid', seat: 0, value: 18 },
      { type: 'declare', seat: 0, game: 'G', ouvert: false, schneiderAnnounced: false, schwarzAnnounced: false, tip: false },
      ...plays('CJ SJ HJ'),
      { type: 'giveUp', seat: 1 },
      { type: 'layOpen', seat: 0 },
      { type: 'acceptLayOpen', seat: 2 },
      ...plays('DJ H7 H8 SA S9 S7 ST C7 HK DT D7 DQ SK DA C9 SQ C8 CQ S8 HQ D9 HT HA CA'),
    ];
    let s = createDeal({ rules: ISS_RULES, seed: 'issue-14', mode: 'normal', deck });
    for (const a of actions) {
      const r = applyDeal(s, a);
      if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
      s = r.state;
    }
    return s;
  }

  it("a broken lay-open: the record ends on the declarer's RE, marked EN[layOpenBroken]; the dialog is in CN", () => {
    const s = brokenLayOpen();
    expect(s.end).toBe('layOpenBroken');
    expect(s.tricks).toHaveLength(9);
    expect(s.result).toMatchObject({ kind: 'game', game: { won: false, score: -144 } });
    const line = writeIssRecord(s, { id: 'x' });
    expect(line).toContain('CN[8:1:giveUp 9:2:acceptLayOpen]EN[layOpenBroken]');
    expect(line).toMatch(/ 0 SC 0 DJ .* 2 CA 0 RE \]/);
    expect(line.match(/ RE /g)).toHaveLength(1);
    // As written, and as an ISS reader sees it (the extension headers skipped): lost, -144.
    const lost = { won: false, score: -144, declarerTricks: 8 };
    expect(replayIssLine(line).output).toMatchObject(lost);
    expect(replayIssLine(line).state?.log.map((a) => `${a.seat} ${a.type}`)).toEqual(s.log.map((a) => `${a.seat} ${a.type}`));
    expect(replayIssLine(line.replace(/(CN|EN)\[[^\]]*\]/g, '')).output).toMatchObject(lost);
  });

  it("reads RE as ISS counts it: a defender's RE stands, and the second defender's ends the game", () => {
    // What the writer used to make of the deal above: the proposal and the acceptance as plain RE.
    const old = writeIssRecord(brokenLayOpen(), { id: 'old' })
      .replace(/CN\[[^\]]*\]EN\[[^\]]*\]/, '')
      .replace(' 0 SC ', ' 1 RE 0 SC 2 RE ')
      .replace(' 0 RE ]', ' ]');
    expect(replayIssLine(old).output).toMatchObject({ error: expect.stringContaining('after the deal ended (layOpenAccepted)') });
    const upToSecondRe = old.replace(/ 2 RE .*\]R\[/, ' 2 RE ]R[');
    expect(replayIssLine(upToSecondRe).output).toMatchObject({ won: true, declarerPoints: 120, declarerTricks: 10 });
  });

  it("a give-up: both defenders' RE close the record; a concede: the declarer's RE", () => {
    const s0 = brokenLayOpen();
    const until = (n: number): DealState => {
      let s = createDeal({ rules: ISS_RULES, seed: 'issue-14', mode: 'normal', deck });
      for (const a of s0.log.slice(0, n)) s = (applyDeal(s, a) as { state: DealState }).state;
      return s;
    };
    const base = until(7); // after trick 1
    const apply = (s: DealState, ...as: DealAction[]): DealState =>
      as.reduce((x, a) => {
        const r = applyDeal(x, a);
        if (!r.ok) throw new Error(r.error.message);
        return r.state;
      }, s);
    const declined = apply(
      base,
      { type: 'giveUp', seat: 1 },
      { type: 'declineGiveUp', seat: 2 },
      ...plays('DJ H7 H8'),
      { type: 'giveUp', seat: 2 },
      { type: 'acceptGiveUp', seat: 1 },
    );
    expect(declined.end).toBe('givenUp');
    const given = writeIssRecord(declined);
    expect(given).toContain('CN[8:1:giveUp 8:2:declineGiveUp 11:2:giveUp 11:1:acceptGiveUp]EN[givenUp]');
    expect(given).toMatch(/ 2 H8 2 RE 1 RE \]/);
    const conceded = apply(base, { type: 'concede', seat: 0 });
    expect(writeIssRecord(conceded)).toMatch(/CN\[8:0:concede\]EN\[conceded\].* 2 HJ 0 RE \]/);
    for (const s of [declined, conceded]) {
      for (const line of [writeIssRecord(s), writeIssRecord(s).replace(/(CN|EN)\[[^\]]*\]/g, '')]) {
        const { output, state } = replayIssLine(line);
        expect(output).toEqual(outputOf('', s));
        expect(state?.result).toMatchObject({ game: { won: s.result!.kind === 'game' && s.result!.game.won } });
      }
    }
  });
});

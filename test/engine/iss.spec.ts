// ISS interop: the real records in ../shared/oracles/iss must replay move by move and agree
// with ISS's own scoring field by field; generated records round-trip through the writer and
// the streaming replay.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { applyDeal, createDeal, randomLegalAction, seededRandom, type DealState, type RuleOptions } from '../../src/engine/index';
import { compareWithIss, outputOf, parseIssRecord, replayIssLine, writeIssRecord } from '../../src/engine/iss/index';
import { run as replayCli } from '../../src/cli/replay-iss';

// A copy of ../shared/oracles/iss/public-records.sgf, so CI needs nothing outside the repository
// (Jest runs from the repository root).
const FILE = join(process.cwd(), 'test/engine/fixtures/iss-public-records.sgf');
const lines = readFileSync(FILE, 'utf8').split('\n').filter((l) => l.trim() !== '');

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
    expect(inline.output).toEqual({ id: '541932', declarer: 2, won: false, score: -54, matadors: -2, overbid: false, declarerPoints: 59, declarerTricks: 4, schneider: false, schwarz: false });
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

  it('the CLI streams a file, prints one JSON per line and exits 0 (--check agrees)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iss-test-'));
    const out: string[] = [];
    // ESM Jest has no `jest` global: capture the streams by hand.
    const realOut = process.stdout.write.bind(process.stdout);
    const realErr = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((chunk: unknown) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      writeFileSync(join(dir, 'r.sgf'), lines.join('\n') + '\n');
      expect(await replayCli([join(dir, 'r.sgf'), '--check'])).toBe(0);
    } finally {
      process.stdout.write = realOut;
      process.stderr.write = realErr;
      rmSync(dir, { recursive: true, force: true });
    }
    const json = out.join('').trim().split('\n').map((l) => JSON.parse(l));
    expect(json).toHaveLength(23);
    expect(json[0]).toEqual({ id: '541932', declarer: 2, won: false, score: -54, matadors: -2, overbid: false, declarerPoints: 59, declarerTricks: 4, schneider: false, schwarz: false });
  });
});

describe('replay-iss CLI errors', () => {
  it('a file that cannot be read: a message and exit code 2, no crash', async () => {
    const err: string[] = [];
    const realErr = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: unknown) => (err.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      expect(await replayCli([join(tmpdir(), 'no-such-dir-for-iss', 'missing.sgf')])).toBe(2);
    } finally {
      process.stderr.write = realErr;
    }
    expect(err.join('')).toMatch(/replay-iss: cannot read .*missing\.sgf/);
  });
});

describe('ISS writer and streaming replay of generated records', () => {
  const rulesFor = (i: number): RuleOptions => ({
    kontraRe: i % 2 === 0, kontraRequiresBid: i % 4 === 0, ramsch: i % 3 === 0, bock: false, bockRamschRounds: false,
    tips: i % 5 === 0, tournamentScoring: false, concessions: i % 7 !== 0,
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

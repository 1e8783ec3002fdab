// Every deal the engine finishes exports to an ISS record that replays to the score sheet's
// result (issue 14): thousands of random match deals, concessions included, written by
// writeIssRecord and read back by the replay-iss CLI twice: as written, and as an ISS reader
// sees it, skipping the extension headers CN[...] and EN[...] (docs/iss-records.md).
import { matchConfig, playRandomMatch, type DealState, type MatchConfig, type PresetName, type ScoreSheetRow } from '../../src/engine/index';
import { writeIssRecord, type IssReplayOutput } from '../../src/engine/iss/index';
import { run as replayCli } from '../../src/cli/replay-iss';
import { captureCliOnFile, jsonLines } from '../support/cli';

const CASES: [PresetName, 3 | 4][] = [
  ['standard', 3],
  ['standard', 4],
  ['club', 3],
  ['pub', 3],
  ['pub', 4],
  ['tournament', 3],
];
const DEALS = 3000;

interface Exported {
  row: ScoreSheetRow;
  config: MatchConfig;
  deal: DealState;
}

function exportedDeals(): Exported[] {
  const out: Exported[] = [];
  for (let i = 0; out.length < DEALS; i++) {
    const [preset, players] = CASES[i % CASES.length];
    const cfg = matchConfig({ preset, players, rounds: 6 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    const m = playRandomMatch(cfg.config, `iss-sheet-${i}`, { keepDeals: true });
    m.deals.forEach((deal, k) => out.push({ row: m.state.sheet[k], config: cfg.config, deal }));
  }
  return out;
}

/** Where a replay output disagrees with the sheet row (seats mapped to players; Bock and Seeger-Fabian added). */
function sheetDiff(out: IssReplayOutput, { row, config }: Exported): string[] {
  if ('error' in out) return [`error: ${out.error}`];
  if ('passed' in out) return row.kind === 'passed' ? [] : ['passed'];
  const bock = row.bock ? 2 : 1;
  if ('ramsch' in out) {
    if (row.kind !== 'ramsch') return ['ramsch'];
    return [0, 1, 2].flatMap((seat) => {
      const p = row.seats[seat];
      return row.ramsch!.cardPoints[p] !== out.cardPoints[seat] || row.scores[p] !== out.scores[seat] * bock ? [`ramsch seat ${seat}`] : [];
    });
  }
  if ('ended' in out) return ['ended'];
  const g = row.game;
  if (!g) return ['game'];
  const diff: string[] = [];
  if (row.declarer !== row.seats[out.declarer]) diff.push('declarer');
  for (const k of ['won', 'score', 'matadors', 'overbid', 'declarerPoints', 'declarerTricks', 'schneider', 'schwarz'] as const) {
    if (g[k] !== out[k]) diff.push(k);
  }
  const extra = config.rules.tournamentScoring ? (out.won ? 50 : -50) : 0;
  if (row.scores[row.declarer!] !== out.score * bock + extra) diff.push('sheet score');
  return diff;
}

async function replayThroughCli(lines: string[]): Promise<{ code: number; outputs: IssReplayOutput[] }> {
  const { code, out } = await captureCliOnFile(replayCli, lines, ['--check']);
  return { code, outputs: jsonLines<IssReplayOutput>(out) };
}

describe('ISS export of every finished deal replays to the sheet', () => {
  const deals = exportedDeals();
  const lines = deals.map((d, i) => writeIssRecord(d.deal, { id: String(i) }));

  it('the random deals take every concession path, broken lay-opens included', () => {
    const count: Record<string, number> = {};
    const add = (k: string): void => void (count[k] = (count[k] ?? 0) + 1);
    for (const { deal } of deals) {
      const types = deal.log.map((a) => a.type);
      for (const t of ['giveUp', 'acceptGiveUp', 'declineGiveUp', 'layOpen', 'acceptLayOpen', 'concede'] as const) if (types.includes(t)) add(t);
      if (deal.end) add(`end ${deal.end}`);
      // The case the issue found: a give-up proposal left open, a lay-open, one acceptance, then a trick lost.
      const open = types.indexOf('giveUp');
      if (open >= 0 && types.indexOf('layOpen') > open && types.includes('acceptLayOpen') && deal.end === 'layOpenBroken')
        add('proposal, lay-open accepted once, broken');
    }
    for (const k of [
      'giveUp',
      'acceptGiveUp',
      'declineGiveUp',
      'layOpen',
      'acceptLayOpen',
      'concede',
      'end givenUp',
      'end layOpenAccepted',
      'end conceded',
      'end layOpenBroken',
      'proposal, lay-open accepted once, broken',
    ]) {
      expect({ [k]: (count[k] ?? 0) > 0 }).toEqual({ [k]: true });
    }
  });

  it.each([
    ['as written', (l: string) => l],
    ['as an ISS reader sees it (CN and EN skipped)', (l: string) => l.replace(/(CN|EN)\[[^\]]*\]/g, '')],
  ])("replay-iss reads every record %s to the sheet's result", async (_name, view) => {
    const { code, outputs } = await replayThroughCli(lines.map(view));
    expect(outputs).toHaveLength(deals.length);
    const wrong = outputs.flatMap((out, i) => {
      const diff = sheetDiff(out, deals[i]);
      return diff.length ? [{ deal: i, end: deals[i].deal.end, diff, record: lines[i] }] : [];
    });
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(code).toBe(0); // and every record agrees with its own R[...]
  });
});

// The verify-deal command: a finished deal's record verifies (exit 0), the same record with one
// card changed does not (exit 1), and an unreadable file is exit 2.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as verifyCli } from '../../src/cli/verify-deal';
import { dealRecordJson, finishedDeal, matchCommitment, matchConfig, playRandomMatch, type MatchConfig } from '../../src/engine/index';
import { captureCli, captureCliOnFile } from '../support/cli';
import { clientRecord } from '../support/typed-record';

const base = matchConfig({ preset: 'club', players: 3, rounds: 1 });
if (!base.ok) throw new Error(base.error.message);
const config: MatchConfig = { ...base.config, dealing: { scheme: 'skat-deal-v2', entropy: ['anna', '', 'Carla-7'] } };
const played = playRandomMatch(config, 'cli');
const record = { tableId: 't', deal: 1, ...dealRecordJson(finishedDeal(config, 'cli', played.actions, 1)!) };

describe('verify-deal CLI', () => {
  it('a real record verifies: exit 0 and the verdict as JSON', async () => {
    const { code, out } = await captureCliOnFile(verifyCli, [JSON.stringify(record)]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      valid: true,
      scheme: 'skat-deal-v2',
      commitmentMatches: true,
      dealMatches: true,
      resultMatches: true,
      matchSeedMatches: null,
      reason: null,
    });
  });

  it('accepts the record as the API serves it: inside dealRecord { rawRecord } of a GraphQL response (or `json`, its name before)', async () => {
    const { code } = await captureCliOnFile(verifyCli, [JSON.stringify({ data: { dealRecord: { deal: 1, rawRecord: record } } })]);
    expect(code).toBe(0);
    expect((await captureCliOnFile(verifyCli, [JSON.stringify({ data: { dealRecord: { deal: 1, json: record } } })])).code).toBe(0);
  });

  it('accepts the typed record as a client gets it: dealRecord { record } in a GraphQL response, or alone; one card changed fails', async () => {
    const typed = clientRecord({ ...record, matchCommitment: matchCommitment('cli') });
    expect((await captureCliOnFile(verifyCli, [JSON.stringify({ data: { dealRecord: { record: typed } } })], ['--match-seed', 'cli'])).code).toBe(0);
    expect((await captureCliOnFile(verifyCli, [JSON.stringify(typed)])).code).toBe(0);
    [typed.hands[1][0], typed.skat[1]] = [typed.skat[1], typed.hands[1][0]];
    const tampered = await captureCliOnFile(verifyCli, [JSON.stringify({ data: { dealRecord: { record: typed } } })]);
    expect(tampered.code).toBe(1);
    expect(tampered.err).toMatch(/NOT verified: the hands or the skat/);
  });

  it('--match-seed: the deal seed checked against the match commitment', async () => {
    const withMatch = { ...record, matchCommitment: matchCommitment('cli') };
    expect((await captureCliOnFile(verifyCli, [JSON.stringify(withMatch)], ['--match-seed', 'cli'])).code).toBe(0);
    const wrong = await captureCliOnFile(verifyCli, [JSON.stringify(withMatch)], ['--match-seed', 'other']);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.out)).toMatchObject({ matchSeedMatches: false });
  });

  it('one card changed: exit 1 and the reason on stderr', async () => {
    const tampered = JSON.parse(JSON.stringify(record)) as typeof record;
    [tampered.hands[0][3], tampered.hands[2][5]] = [tampered.hands[2][5], tampered.hands[0][3]];
    const { code, out, err } = await captureCliOnFile(verifyCli, [JSON.stringify(tampered)]);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ valid: false, commitmentMatches: true, dealMatches: false });
    expect(err).toMatch(/NOT verified: the hands or the skat/);
  });

  it('a file that cannot be read or is not JSON: exit 2', async () => {
    expect((await captureCli(verifyCli, [join(tmpdir(), 'no-such-dir-for-deals', 'deal.json')])).code).toBe(2);
    expect((await captureCliOnFile(verifyCli, ['{ not json'])).code).toBe(2);
    expect((await captureCli(verifyCli, [])).code).toBe(2);
  });
});

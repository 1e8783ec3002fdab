// The evening of docs/tournaments.md runs as written (bash, curl and jq) against a real server:
// the secretary creates a tournament, registers 13 server bots, starts it, waits for the end and
// exports the list.
import { documentedBlocks, haveTools, runDocumented } from '../support/docs.js';
import { useTestServer } from '../support/app.js';

const tools = haveTools('curl', 'jq');
if (!tools) process.stderr.write('the tournament walkthrough is skipped: it runs curl and jq, which this machine lacks.\n');

(tools ? describe : describe.skip)("docs/tournaments.md's evening", () => {
  const suite = useTestServer({ LEASE_TTL_MS: 2000, LEASE_RENEW_MS: 300 });

  it('runs as written and ends with the list as CSV', async () => {
    const [evening] = documentedBlocks('docs/tournaments.md', '## An evening from the API');
    const out = await runDocumented(evening, `${suite.s.httpUrl}/graphql`, {});
    const lines = out
      .split('\n')
      .map((l) => l.replace(/\r$/, ''))
      .filter((l) => l !== '');
    const started = JSON.parse(lines[0]);
    expect(started.data.startTournament.status).toBe('RUNNING');
    expect(started.data.startTournament.series[0].tables.map((t: any) => t.players.length)).toEqual([4, 3, 3, 3]);
    const standings = JSON.parse(lines[1]).data.tournamentStandings;
    expect(standings).toHaveLength(13);
    const csv = lines.slice(2);
    expect(csv[0]).toBe('rank,name,player_id,series_1,series_2,points,won,lost,games,timeouts');
    expect(csv.slice(1).map((l) => l.split(',')[0])).toEqual(standings.map((r: any) => String(r.rank)));
    expect(csv.slice(1).map((l) => Number(l.split(',')[5]))).toEqual(standings.map((r: any) => r.points));
  });
});

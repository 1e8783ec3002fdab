// The README's first game runs as written (bash, curl and jq) against a real server: register,
// create a table, fill it with server bots, read the legal actions, pass, read the view. So does
// the Bavarian Tarock walkthrough of docs/tarock.md (a whole match, to its ledger).
import { documentedBlocks, haveTools, runDocumented } from '../support/docs.js';
import { useTestServer } from '../support/app.js';

const tools = haveTools('curl', 'jq');
if (!tools) process.stderr.write("the README's first game is skipped: it runs curl and jq, which this machine lacks.\n");

interface Answer {
  data?: Record<string, any> | null;
  errors?: { extensions?: { code?: string; engineCode?: string } }[];
}

(tools ? describe : describe.skip)("the README's first game", () => {
  const suite = useTestServer();

  it('runs as written: every command answers, and the pass is taken exactly when legalActions offered it', async () => {
    const [game] = documentedBlocks('README.md', '## A first game');
    expect(game).toContain('addBots');
    const out = await runDocumented(game, `${suite.s.httpUrl}/graphql`, {});
    const answers = out
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Answer);
    expect(answers).toHaveLength(4);
    const [added, legal, passed, view] = answers;
    expect(added.errors).toBeUndefined();
    expect(added.data!.addBots.seq).toBeGreaterThan(0);
    expect(legal.errors).toBeUndefined();
    const offered = (legal.data!.legalActions.actions as { type: string; mutation: string }[]).some((a) => a.type === 'PASS' && a.mutation === 'skatPass');
    if (offered) {
      expect(passed.errors).toBeUndefined();
      expect(passed.data!.skatPass.seq).toBeGreaterThan(legal.data!.legalActions.seq);
    } else if (passed.errors) {
      // The bots had not reached Ann's turn yet: the server says so, with a code.
      expect(passed.errors[0]?.extensions?.code).toBe('ILLEGAL_ACTION');
    } else {
      // Her turn came between the two commands (a slow machine): the pass was legal when it arrived.
      expect(passed.data!.skatPass.seq).toBeGreaterThan(legal.data!.legalActions.seq);
    }
    expect(view.errors).toBeUndefined();
    expect(view.data!.table.yourSeat).toBe(0);
    expect(view.data!.table.hand.length).toBeGreaterThan(0);
    expect(view.data!.table.match.deal.phase).toEqual(expect.any(String));
  });

  it('the Tarock walkthrough of docs/tarock.md runs as written: a Haferl match played to its end, its ledger served', async () => {
    const [walk] = documentedBlocks('docs/tarock.md', '## Bavarian Tarock');
    expect(walk).toContain('game:TAROCK');
    const out = await runDocumented(walk, `${suite.s.httpUrl}/graphql`, {});
    const answers = out
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Answer);
    expect(answers).toHaveLength(2);
    const [view, sheet] = answers;
    expect(view.errors).toBeUndefined();
    expect(view.data!.table.match.game).toBe('TAROCK');
    expect(view.data!.table.match.deal.variant).toBe('HAFERL');
    expect(view.data!.table.match.deal.hand).toHaveLength(11);
    expect(sheet.errors).toBeUndefined();
    const s = sheet.data!.scoreSheet;
    expect(s.game).toBe('TAROCK');
    expect(s.totals).toHaveLength(3);
    expect(s.deals.length).toBeGreaterThanOrEqual(1);
    expect(s.deals[0].breakdown.outcome).toEqual(expect.any(String));
  }, 120_000);
});

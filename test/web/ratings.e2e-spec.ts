/// <reference lib="dom" />
// Ratings in the web table (Chromium against the real app): a person creates a rated table, fills
// it with server bots and plays the match out by clicking; the lobby and the table mark it rated;
// then the leaderboard (people and the bot ladder) and the player page show what the API answers.
// A pool longer than a page comes in pages with "More".
import { DataSource } from 'typeorm';
import { clickOneMove, waitForMyMove } from '../../support/web-player.js';
import { describeBrowser, QUICK, useBrowser } from '../support/browser.js';

const TEST_MS = 120_000;

describeBrowser('web table: ratings', () => {
  const { server: suite, newPage } = useBrowser();

  test(
    'a rated match against bots moves the leaderboard, and the player page shows the API’s rating history and statistics',
    async () => {
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK });
      await page.goto(suite.s.httpUrl + '/');
      await page.fill('#name', 'Rita');
      await page.click('button[type=submit]');
      await page.waitForSelector('[data-testid=play-bots]');
      const token = (await page.evaluate(() => localStorage.getItem('skat.token'))) as string;
      const me = (await suite.s.ok<{ me: { id: string } }>('{ me { id } }', {}, token)).me.id;

      // Before any rated match the leaderboard is empty.
      await page.click('[data-testid=to-leaderboard]');
      await page.waitForSelector('text=No rated matches yet.');
      await page.goBack();

      // One round of Skat, rated.
      await page.waitForSelector('[data-testid=create-table]');
      await page.check('input[name=rated]');
      await page.click('[data-testid=create-table]');
      await page.waitForSelector('.waiting');
      const tableId = decodeURIComponent((await page.evaluate(() => location.hash)).split('/')[2]);
      expect(
        (await suite.s.ok<{ table: { table: { rated: boolean } } }>('query($t: ID!) { table(tableId: $t) { table { rated } } }', { t: tableId })).table.table
          .rated,
      ).toBe(true);
      expect(await page.textContent('h1 .rated')).toBe('rated');
      // The lobby lists it among the person's tables, marked rated.
      await page.click('a[href="#/lobby"]');
      expect(await (await page.waitForSelector(`.tables li[data-table="${tableId}"] .rated`)).textContent()).toBe('rated');
      await page.click(`.tables li[data-table="${tableId}"] a`);
      await page.click('[data-testid=add-bots]');
      await page.waitForSelector('.felt');
      // Passing every bid keeps the person's moves few: the bots declare, the person defends.
      while ((await waitForMyMove(page)) === 'move') await clickOneMove(page, { maxBid: 0 });

      type Board = { leaderboard: { nodes: { player: { id: string }; rank: number; rating: number; matches: number }[] } };
      const board = (kind: string) =>
        suite.s.ok<Board>(`query($k: PlayerKind!) { leaderboard(game: SKAT, kind: $k, first: 100) { nodes { player { id } rank rating matches } } }`, {
          k: kind,
        });
      const people = (await board('PERSON')).leaderboard.nodes;
      const bots = (await board('BOT')).leaderboard.nodes;
      expect(people.map((n) => n.player.id)).toEqual([me]);
      expect(bots.length).toBeGreaterThan(0);

      // The leaderboard: the person's rank, rating and matches as the API has them; the bot ladder as well.
      await page.click('.done [data-testid=to-leaderboard]');
      const row = await page.waitForSelector(`tr[data-player="${me}"]`);
      expect((await row.$$eval('td', (tds) => tds.map((td) => td.textContent?.trim()))).slice(0, 4)).toEqual([
        String(people[0].rank),
        expect.stringMatching(/^Rita#[0-9a-f]{6}$/),
        people[0].rating.toFixed(2),
        '1',
      ]);
      await page.selectOption('select[name=kind]', 'BOT');
      await page.waitForSelector(`tr[data-player="${bots[0].player.id}"]`);
      expect(
        await page.$$eval('table.board tbody tr', (rows) => rows.map((r) => [r.getAttribute('data-player'), r.querySelector('[data-rating]')?.textContent])),
      ).toEqual(bots.map((b) => [b.player.id, b.rating.toFixed(2)]));
      expect(await page.$(`tr[data-player="${me}"]`)).toBeNull();
      await page.selectOption('select[name=kind]', 'PERSON');
      // The board says what its number means.
      expect(await page.textContent('[data-testid=rating-explained]')).toMatch(/cautious estimate.*uncertainty.*below zero/s);

      // The player page from the name: the rating history and the statistics as the API answers them.
      await page.click(`tr[data-player="${me}"] a`);
      await page.waitForSelector('[data-testid=current-rating]');
      const api = await suite.s.ok<{
        ratingHistory: { current: { rating: number }; changes: { after: { rating: number } }[] };
        playerStatistics: {
          matches: number;
          deals: number;
          declarer: { count: number; won: number };
          skat: { passedDeals: number; seegerFabianPoints: number };
        };
      }>(
        `query($p: ID!) { ratingHistory(playerId: $p, game: SKAT) { current { rating } changes { after { rating } } }
        playerStatistics(playerId: $p, game: SKAT) { matches deals declarer { count won } skat { passedDeals seegerFabianPoints } } }`,
        { p: me },
      );
      expect(api.ratingHistory.changes).toHaveLength(1);
      expect(api.ratingHistory.current.rating).toBe(people[0].rating);
      expect(await page.textContent('[data-testid=current-rating]')).toBe(api.ratingHistory.current.rating.toFixed(2));
      // The line: the start and one point per rated match, its label the ratings.
      expect(await page.$$eval('svg.rating-line circle', (c) => c.length)).toBe(2);
      expect(await page.getAttribute('svg.rating-line', 'aria-label')).toContain(api.ratingHistory.changes[0].after.rating.toFixed(2));
      // The page names the player, and the chart's axes are labelled.
      expect(await page.textContent('[data-testid=player-name]')).toMatch(/^Rita#[0-9a-f]{6}/);
      expect(await page.textContent('svg.rating-line [data-axis=x]')).toBe('Rated matches');
      expect(await page.textContent('svg.rating-line [data-axis=y]')).toBe('Rating');
      await page.waitForSelector('table.stats');
      const stat = async (key: string) => (await page.textContent(`table.stats tr[data-stat="${key}"] td`))?.trim();
      const s = api.playerStatistics;
      expect(s.matches).toBe(1);
      expect(s.deals).toBe(3);
      expect(await stat('matches')).toBe('1');
      expect(await stat('deals')).toBe(String(s.deals));
      expect(await stat('declarer')).toMatch(new RegExp(`^${s.declarer.won} of ${s.declarer.count}`));
      expect(await stat('passedDeals')).toBe(String(s.skat.passedDeals));
      expect(await stat('seegerFabianPoints')).toBe(String(s.skat.seegerFabianPoints));

      // "My stats" lands on the same page; the CSV link gives a line for this player.
      await page.goto(suite.s.httpUrl + '/#/lobby');
      await page.click('[data-testid=my-stats]');
      await page.waitForFunction((id) => document.querySelector('main.player')?.getAttribute('data-player') === id, me, { polling: 50 });
      const href = (await (await page.waitForSelector('[data-testid=csv]')).getAttribute('href')) as string;
      expect(href).toBe('export/statistics.csv?game=SKAT');
      const csv = await (await fetch(`${suite.s.httpUrl}/${href}`)).text();
      expect(csv.split('\r\n').filter((l) => l.includes(me))).toHaveLength(1);

      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );

  test(
    'a pool longer than a page: "More" appends the next page, in the API’s order and ranks',
    async () => {
      // 25 people with Tarock ratings (two of them equal): stored as the rating code would store them.
      const ds = suite.s.app.get(DataSource);
      for (let i = 0; i < 25; i++) {
        const id = (
          await suite.s.ok<{ register: { player: { id: string } } }>(`mutation($n: String!) { register(input: { name: $n }) { player { id } } }`, {
            n: `Pager${i}`,
          })
        ).register.player.id;
        const mu = i === 7 ? 30 - 6 * 0.1 : 30 - i * 0.1;
        await ds.query(`INSERT INTO ratings (player_id, game, kind, mu, sigma, rating, matches) VALUES ($1, 'tarock', 'person', $2, 2, $3, $4)`, [
          id,
          mu,
          mu - 6,
          1 + (i % 3),
        ]);
      }
      type Board = { leaderboard: { nodes: { player: { id: string }; rank: number; rating: number; matches: number }[] } };
      const api = (await suite.s.ok<Board>(`{ leaderboard(game: TAROCK, kind: PERSON, first: 100) { nodes { player { id } rank rating matches } } }`))
        .leaderboard.nodes;
      expect(api).toHaveLength(25);
      const expected = api.map((n) => [n.player.id, String(n.rank), n.rating.toFixed(2), String(n.matches)]);

      // No sign-in needed to look.
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK });
      await page.goto(`${suite.s.httpUrl}/#/leaderboard`);
      await page.waitForSelector('table.board');
      await page.selectOption('select[name=game]', 'TAROCK');
      const rows = () =>
        page.$$eval('table.board tbody tr', (trs) =>
          trs.map((tr) => [tr.getAttribute('data-player'), ...[0, 2, 3].map((i) => tr.querySelectorAll('td')[i].textContent?.trim())]),
        );
      await page.waitForFunction(
        () =>
          document.querySelector('main.leaderboard')?.getAttribute('data-game') === 'TAROCK' && document.querySelectorAll('table.board tbody tr').length > 0,
        null,
        { polling: 50 },
      );
      expect(await rows()).toEqual(expected.slice(0, 20));
      await page.click('[data-testid=more]');
      await page.waitForFunction(() => document.querySelectorAll('table.board tbody tr').length > 20, null, { polling: 50 });
      expect(await rows()).toEqual(expected);
      expect(await page.$('[data-testid=more]')).toBeNull();
      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );
});

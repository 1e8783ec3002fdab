/// <reference lib="dom" />
// The screenshots in web/screenshots/ (README and docs/web.md show them), taken by `npm run screenshots`
// and by nothing else: a person plays a Skat match, a Tarock match and a rated Skat match (for the
// leaderboard) against server bots in Chromium against the real app, at the page's own pace. Not a test (no *.spec.ts name, so
// `npm test` skips it); it fails only when the page cannot be played.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { clickOneMove, phaseOf, waitForMyMove } from '../../support/web-player.js';
import { describeBrowser, SHOTS, useBrowser } from '../support/browser.js';

const MS = 600_000;

describeBrowser('screenshots for docs/web.md', () => {
  const { server: suite, newPage } = useBrowser();
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  async function register(page: Page, name: string): Promise<void> {
    await page.goto(suite.s.httpUrl + '/');
    await page.fill('#name', name);
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid=play-bots]');
  }

  test(
    'Skat: lobby, bidding, declaring, a trick held, the result, the list, the replay, a phone, German',
    async () => {
      for (const name of ['Ben', 'Cleo']) {
        const t = (await suite.s.ok(`mutation($n: String!) { register(input: { name: $n }) { apiToken { token } } }`, { n: name })).register.apiToken.token;
        await suite.s.ok(`mutation { createTable(input: { preset: CLUB, players: 4, rounds: 2 }) { table { id } } }`, {}, t);
      }
      const { ctx, page } = await newPage();
      await register(page, 'Ann');
      await page.waitForSelector('.tables li');
      await shot(page, 'lobby');
      await page.click('[data-testid=play-bots]');
      await page.waitForSelector('.felt');
      const taken = new Set<string>();
      for (;;) {
        const h = await page.waitForFunction(
          () =>
            document.querySelector('[data-testid=go-on]')
              ? 'result'
              : document.querySelector('.done')
                ? 'over'
                : document.querySelector('.my-hand.turn')
                  ? 'move'
                  : false,
          null,
          { polling: 50, timeout: 60_000 },
        );
        const state = await h.jsonValue();
        if (state === 'over') break;
        if (state === 'result') {
          if (!taken.has('result')) await shot(page, 'table-result');
          taken.add('result');
          await page.click('[data-testid=go-on]');
          continue;
        }
        const phase = await phaseOf(page);
        if (!taken.has('bidding') && phase === 'BIDDING' && (await page.$('.controls button[data-action=BID]'))) {
          await page.click('[data-testid=bid-table] summary');
          await shot(page, 'table-bidding');
          await page.click('[data-testid=bid-table] summary');
          taken.add('bidding');
        }
        if (!taken.has('declare') && (await page.$('button[data-action=DECLARE_OPEN]'))) {
          await page.click('button[data-action=DECLARE_OPEN]');
          await page.click('[role=dialog] button[data-game=GRAND]');
          await shot(page, 'table-declare');
          await page.click('[role=dialog] button[data-action=DECLARE]');
          taken.add('declare');
          continue;
        }
        if (!taken.has('playing') && phase === 'PLAYING' && (await page.$$('.trick [data-card]')).length > 0) {
          await shot(page, 'table-playing');
          await page.setViewportSize({ width: 390, height: 844 });
          await shot(page, 'table-phone');
          await page.setViewportSize({ width: 1000, height: 900 });
          taken.add('playing');
        }
        if (!taken.has('trick') && phase === 'PLAYING') {
          // A finished trick held with its taker marked: wait for one after this card.
          await clickOneMove(page);
          const held = await page.waitForSelector('.trick.complete', { timeout: 10_000 }).catch(() => null);
          if (held) {
            await shot(page, 'table-trick');
            taken.add('trick');
          }
          continue;
        }
        await clickOneMove(page, { keys: true });
      }
      await page.waitForSelector('.result');
      await shot(page, 'table-finished');
      await page.click('table.sheet tbody tr:last-child a');
      await page.waitForSelector('.replay-hand');
      for (let i = 0; i < 40 && (await page.$$('.replay .trick [data-card]')).length < 3; i++) await page.click('[data-testid=replay-next]');
      await shot(page, 'replay');
      await page.goto(`${suite.s.httpUrl}/#/rules/skat`);
      await page.waitForSelector('main.rules');
      await shot(page, 'rules-skat');
      await ctx.close();

      // The same table in German.
      const de = await newPage(1000, 900, { locale: 'de-DE' });
      await register(de.page, 'Grete');
      await de.page.click('[data-testid=play-bots]');
      await waitForMyMove(de.page);
      await shot(de.page, 'table-german');
      await de.ctx.close();
    },
    MS,
  );

  test(
    'Tarock: bidding, a Frage in play, the ledger',
    async () => {
      const { ctx, page } = await newPage();
      await register(page, 'Toni');
      await page.click('[data-testid=play-bots-tarock]');
      await page.waitForSelector('.felt');
      const taken = new Set<string>();
      for (;;) {
        if ((await waitForMyMove(page)) === 'over') break;
        const phase = await phaseOf(page);
        if (!taken.has('bidding') && phase === 'BIDDING' && (await page.$('.controls button[data-action=BID]'))) {
          await shot(page, 'tarock-bidding');
          taken.add('bidding');
        }
        if (!taken.has('playing') && phase === 'PLAYING' && (await page.$('.talon')) && (await page.$$('.trick [data-card]')).length > 0) {
          await shot(page, 'tarock-playing');
          taken.add('playing');
        }
        await clickOneMove(page, { maxBid: 81 });
      }
      await page.waitForSelector('table.ledger tbody tr');
      await shot(page, 'tarock-finished');
      await ctx.close();
    },
    MS,
  );

  test(
    'Leaderboard: the bot ladder after one rated match',
    async () => {
      const { ctx, page } = await newPage();
      await register(page, 'Rita');
      // A rated round of Skat against two server bots; passing every bid keeps the person's moves few.
      await page.check('input[name=rated]');
      await page.click('[data-testid=create-table]');
      await page.waitForSelector('[data-testid=add-bots]');
      await page.click('[data-testid=add-bots]');
      await page.waitForSelector('.felt');
      while ((await waitForMyMove(page)) === 'move') await clickOneMove(page, { maxBid: 0 });
      await page.goto(`${suite.s.httpUrl}/#/leaderboard/SKAT`);
      await page.waitForSelector('table.board tbody tr');
      await page.selectOption('select[name=kind]', 'BOT');
      await page.waitForSelector('main.leaderboard[data-kind=BOT] table.board tbody tr');
      await shot(page, 'leaderboard');
      await ctx.close();
    },
    MS,
  );
});

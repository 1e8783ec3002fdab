/// <reference lib="dom" />
// Bavarian Tarock at the web table as a person plays it: Debian's Chromium (headless, driven by
// playwright-core) against the real app. The person creates the table in the lobby's form, fills
// it with server bots and plays the whole match by clicks (bids, contract, the discard of three,
// every card), at four players (simple Tarock with a pot) and at three (Haferltarock). A spectator
// context follows the four-player table and never holds a card that is not on the table.
// The page's pacing runs ten times quicker here (QUICK). Skipped where /usr/bin/chromium is missing.
import type { BrowserContext, Page } from 'playwright-core';
import { clickOneMove, handOf, phaseOf, seqOf, waitForMyMove } from '../../support/web-player.js';
import { describeBrowser, QUICK, useBrowser } from '../support/browser.js';

const TEST_MS = 300_000;

describeBrowser('Tarock at the web table in Chromium', () => {
  const { server: suite, newPage } = useBrowser();

  /** Registers, then creates a Tarock table of one round in the lobby's form; returns its id. */
  async function createTarockTable(page: Page, name: string, preset: string, players: number): Promise<string> {
    await page.goto(suite.s.httpUrl + '/');
    await page.fill('#name', name);
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid=play-bots-tarock]');
    await page.selectOption('select[name=game]', 'TAROCK');
    await page.selectOption('select[name=preset]', preset);
    await page.selectOption('select[name=players]', String(players));
    await page.fill('input[name=rounds]', '1');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector('.waiting');
    expect(await page.getAttribute('main', 'data-game')).toBe('TAROCK');
    return page.url().split('#/table/')[1].split('/')[0];
  }

  /** Plays until the match is over; the moves made, by kind. */
  async function playMatch(page: Page, each: () => Promise<void> = async () => {}): Promise<Set<string>> {
    const did = new Set<string>();
    for (;;) {
      if ((await waitForMyMove(page)) === 'over') break;
      await each();
      const discarding = (await phaseOf(page)) === 'DISCARDING';
      const hand = await handOf(page);
      if (discarding) {
        // The declarer holds 14 cards; the three from the talon are shown apart, and are in the hand.
        expect(hand).toHaveLength(14);
        const talon = await page.$$eval('.talon [data-card]', (els) => els.map((e) => e.getAttribute('data-card') as string));
        expect(talon).toHaveLength(3);
        expect(talon.filter((c) => !hand.includes(c))).toEqual([]);
      }
      // Haferl bids rise by 5 each: this person stops at 81.
      const move = await clickOneMove(page, { maxBid: 81 });
      did.add(move);
      if (move === 'DISCARD') {
        // In play, what was put away stays in view for the declarer and is out of the hand.
        const away = await (await page.waitForSelector('.talon')).$$eval('[data-card]', (els) => els.map((e) => e.getAttribute('data-card') as string));
        expect(away).toHaveLength(3);
        expect((await handOf(page)).filter((c) => away.includes(c))).toEqual([]);
      }
      await checkHand(page);
    }
    process.stdout.write(`Tarock moves made by clicks: ${[...did].join(', ')}\n`);
    return did;
  }

  /** The hand holds Tarock cards, each suit's cards together (tarock-order.spec.ts checks the order itself). */
  async function checkHand(page: Page): Promise<void> {
    const hand = await handOf(page);
    expect(hand.filter((c) => !/^[EGHS][ATKOU9876]$/.test(c))).toEqual([]);
    const suits = hand.map((c) => c[0]).filter((s, i, a) => i === 0 || a[i - 1] !== s);
    expect(new Set(suits).size).toBe(suits.length);
  }

  test(
    'the lobby filters the open tables by game, and "play against bots now" starts a Tarock table',
    async () => {
      for (const [name, input] of [
        ['Ben', '{ preset: CLUB, players: 4 }'],
        ['Cleo', '{ game: TAROCK, preset: TAROCK_BETTEL, players: 4 }'],
      ]) {
        const t = (await suite.s.ok(`mutation($n: String!) { register(input: { name: $n }) { apiToken { token } } }`, { n: name })).register.apiToken.token;
        await suite.s.ok(`mutation { createTable(input: ${input}) { table { id } } }`, {}, t);
      }
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK });
      await page.goto(suite.s.httpUrl + '/');
      await page.fill('#name', 'Resi');
      await page.click('button[type=submit]');
      await page.waitForFunction(() => document.querySelectorAll('.tables li').length === 2, null, { polling: 50 });
      const listed = () => page.$$eval('.tables li span:first-child', (els) => els.map((e) => e.textContent ?? ''));
      await page.selectOption('select[name=filter-game]', 'TAROCK');
      await page.waitForFunction(() => document.querySelectorAll('.tables li').length === 1, null, { polling: 50 });
      expect(await listed()).toEqual([expect.stringMatching(/^Tarock · simple with Bettel/)]);
      await page.selectOption('select[name=filter-game]', 'SKAT');
      await page.waitForFunction(() => document.querySelector('.tables li')?.textContent?.startsWith('Skat'), null, { polling: 50 });
      expect(await listed()).toEqual([expect.stringMatching(/^Skat · club/)]);

      await page.click('[data-testid=play-bots-tarock]');
      await page.waitForSelector('.felt');
      expect(await page.getAttribute('main', 'data-game')).toBe('TAROCK');
      expect(await page.$$eval('.opponents .seat', (els) => els.length)).toBe(2);
      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );

  test(
    'simple Tarock at four: a person plays a whole match of one round against three bots by clicks, a spectator never sees a hand, the talon or the discards',
    async () => {
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK });
      const tableId = await createTarockTable(page, 'Toni', 'TAROCK', 4);

      const spy = await newPage(1000, 900, { pace: QUICK });
      await spy.page.goto(`${suite.s.httpUrl}/#/table/${tableId}`);
      await spy.page.waitForSelector('.waiting');

      await page.click('[data-testid=add-bots]');
      for (const p of [page, spy.page]) await p.waitForSelector('.felt');
      expect(await page.$$eval('.opponents .seat', (els) => els.length)).toBe(3);
      expect(await spy.page.$('.my-hand')).toBeNull();

      let checks = 0;
      const did = await playMatch(page, async () => {
        // The spectator's page at this seq or later, its pacing caught up (until then its trick may
        // still show the last deal's cards): cards only in the trick, none of the person's hand.
        const seq = await seqOf(page);
        await spy.page.waitForFunction(
          (s) =>
            Number(document.querySelector('main')?.getAttribute('data-seq')) >= s && document.querySelector('main')?.getAttribute('data-settled') === 'true',
          seq,
          { polling: 50, timeout: 30_000 },
        );
        const hand = await handOf(page);
        const onSpy = await spy.page.$$eval('[data-card]', (els) =>
          els.map((e) => ({ card: e.getAttribute('data-card') as string, inTrick: !!e.closest('.trick') })),
        );
        expect(onSpy.filter((c) => !c.inTrick || hand.includes(c.card))).toEqual([]);
        expect(await spy.page.$('.my-hand, .talon')).toBeNull();
        checks++;
      });
      expect(did).toContain('PLAY');
      expect([...did].some((a) => ['BID', 'PASS', 'HOLD'].includes(a))).toBe(true);
      expect(checks).toBeGreaterThan(10);

      // The ledger: a row per deal played, the balances and the pot adding up to the pot's start (4 x 50).
      await page.waitForSelector('table.ledger tbody tr');
      const rows = await page.$$eval('table.ledger tbody tr', (r) => r.length);
      expect(rows).toBeGreaterThanOrEqual(1);
      expect(rows).toBeLessThanOrEqual(4);
      const foot = await page.$$eval('table.ledger tfoot th.num', (els) => els.map((e) => Number(e.textContent)));
      expect(foot).toHaveLength(5);
      expect(foot.reduce((a, b) => a + b, 0)).toBe(200);
      expect(await page.textContent('.result')).toMatch(/Deal \d+/);
      await spy.page.waitForSelector('table.ledger tbody tr');

      expect([...errors, ...spy.errors]).toEqual([]);
      await spy.ctx.close();
      await ctx.close();
    },
    TEST_MS,
  );

  test(
    'Haferltarock at three: a person plays a whole match of one round against two bots by clicks and replays a deal',
    async () => {
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK });
      await createTarockTable(page, 'Vroni', 'HAFERL', 3);
      await page.click('[data-testid=add-bots]');
      await page.waitForSelector('.felt');
      expect(await page.$$eval('.opponents .seat', (els) => els.length)).toBe(2);
      const did = await playMatch(page);
      expect(did).toContain('PLAY');
      expect([...did].some((a) => ['BID', 'PASS', 'HOLD'].includes(a))).toBe(true);

      await page.waitForSelector('table.ledger tbody tr');
      const rows = await page.$$eval('table.ledger tbody tr', (r) => r.length);
      expect(rows).toBeGreaterThanOrEqual(1);
      expect(rows).toBeLessThanOrEqual(3);
      const foot = await page.$$eval('table.ledger tfoot th.num', (els) => els.map((e) => Number(e.textContent)));
      expect(foot.reduce((a, b) => a + b, 0)).toBe(150);

      // The first deal's replay: all three hands (33 cards) and the talon, stepped to the end.
      await page.click('table.ledger tbody tr:first-child a');
      await page.waitForSelector('.replay-hand');
      expect(await page.$$eval('.replay-hand [data-card]', (els) => els.length)).toBe(33);
      expect(await page.textContent('.replay')).toContain('Talon');
      await page.click('[data-testid=replay-next]');
      expect(await page.getAttribute('main', 'data-step')).toBe('1');
      await page.keyboard.press('End');
      expect(Number(await page.getAttribute('main', 'data-step'))).toBeGreaterThan(1);

      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );
});

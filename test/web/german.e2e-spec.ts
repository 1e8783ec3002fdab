/// <reference lib="dom" />
// The web table in German from end to end (Chromium against the real app, as the other web tests):
// a de-DE browser finds no English on the start page, the lobby and its form, the waiting room,
// the table (status line, bidding so far), the replay, the leaderboard and the player page; each
// page starts with the focus on its main control; the bidding so far is the server's history; and
// a Tarock deal's last trick (which no view shows) is held with its taker named.
import type { Page } from 'playwright-core';
import { clickOneMove, phaseOf, waitForMyMove } from '../../support/web-player.js';
import { axeViolations } from '../support/axe.js';
import { describeBrowser, QUICK, useBrowser } from '../support/browser.js';

const TEST_MS = 240_000;
/** English words that a German page must not show (the players' names are taken out first). */
const ENGLISH =
  /\b(the|and|of|to|with|players?|seats?|free|waiting|create|bids|plays|declares|passes|holds|takes|rounds?|rated|loading|previous|next|any|preset|won|lost|deal|trick|your|you|step|move|matches|rating|statistics|leaderboard|invite|copy|sign)\b/i;

/** The page's visible text without the players' names (a bot's name is its own). */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.querySelector('main')?.innerText ?? '';
    const names = [...document.querySelectorAll('.who strong, figcaption, .names, .totals span, .bar strong, table.sheet th, [data-testid=player-name]')].map(
      (e) => (e as HTMLElement).innerText,
    );
    for (const n of names
      .flatMap((s) => s.split(/[,:()\n]/))
      .map((s) => s.trim())
      .filter((s) => s.length > 1))
      text = text.split(n).join(' ');
    return text;
  });
}

async function expectGerman(page: Page, where: string): Promise<void> {
  const text = await shownText(page);
  expect({ where, english: text.match(ENGLISH)?.[0] ?? null, text: text.match(ENGLISH) ? text : '' }).toEqual({ where, english: null, text: '' });
}

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? document.activeElement?.tagName);

describeBrowser('web table: German everywhere, the bidding so far, the focus on load', () => {
  const { server: suite, newPage } = useBrowser();

  test(
    'a de-DE browser: start, lobby, form, waiting room, table, replay, leaderboard and player page in German; the focus starts on the main control',
    async () => {
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK, locale: 'de-DE' });
      await page.goto(suite.s.httpUrl + '/');
      await page.waitForSelector('#name');
      await page.waitForFunction(() => document.activeElement?.id === 'name', null, { polling: 50, timeout: 5000 });
      await expectGerman(page, 'start');
      await page.fill('#name', 'Grete');
      await page.click('button[type=submit]');
      await page.waitForSelector('[data-testid=play-bots]');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'play-bots', null, { polling: 50, timeout: 5000 });
      const token = (await page.evaluate(() => localStorage.getItem('skat.token'))) as string;

      // The lobby's filters and the create-table form, in German, Skat and Tarock alike.
      const lobby = (await page.textContent('main')) ?? '';
      for (const w of ['Offene Tische', 'Regelwerk', 'Einen Tisch anlegen', 'Zugzeit (s)', 'Privat (Einladungslink)', 'Kontra und Re', 'Tisch anlegen'])
        expect(lobby).toContain(w);
      await expectGerman(page, 'lobby');
      await page.selectOption('select[name=game]', 'TAROCK');
      await page.waitForSelector('select[name=settlement]');
      expect(await page.textContent('form.create')).toMatch(/Abrechnung.*Pott.*Einsatz in den Pott.*Herz-Frage/s);
      await expectGerman(page, 'lobby, Tarock form');
      await page.selectOption('select[name=game]', 'SKAT');

      // The waiting room of a private table made in the form.
      await page.check('input[name=private]');
      await page.click('[data-testid=create-table]');
      await page.waitForSelector('.waiting');
      expect(await page.textContent('.waiting')).toMatch(/Warten auf Mitspieler.*Platz 1.*Einladungslink/s);
      await expectGerman(page, 'waiting room');
      const tableId = decodeURIComponent((await page.evaluate(() => location.hash)).split('/')[2]);
      await page.click('[data-testid=add-bots]');
      await page.waitForSelector('.felt');

      // Deal 1 to its end: the status line and the bidding so far in German; after the bidding the
      // history stays and is the server's, call by call.
      type Call = { seat: number; call: string; value: number };
      let checkedHistory = false;
      for (;;) {
        const h = await page.waitForFunction(
          () => (document.querySelector('[data-testid=go-on]') ? 'result' : document.querySelector('.my-hand.turn') ? 'move' : false),
          null,
          { polling: 50, timeout: 60_000 },
        );
        if ((await h.jsonValue()) === 'result') break;
        await expectGerman(page, `table, ${await phaseOf(page)}`);
        if ((await page.$('[data-testid=bid-history]')) && !checkedHistory) {
          const shown = await page.$$eval('[data-testid=bid-history] [data-call]', (els) =>
            els.map((e) => ({
              seat: Number(e.getAttribute('data-seat')),
              call: e.getAttribute('data-call'),
              value: Number(e.getAttribute('data-value')),
              text: e.textContent,
            })),
          );
          for (const c of shown) expect(c.text).toMatch(c.call === 'BID' ? /reizt \d+$/ : c.call === 'HOLD' ? /hält \d+$/ : /passt( bei \d+)?$/);
          if ((await phaseOf(page)) === 'PLAYING') {
            const api = await suite.s.ok<{ table: { match: { deal: { bidding: { history: Call[] } } } } }>(
              'query($t: ID!) { table(tableId: $t) { match { deal { ... on SkatDealView { bidding { history { seat call value } } } } } } }',
              { t: tableId },
              token,
            );
            expect(shown.map(({ seat, call, value }) => ({ seat, call, value }))).toEqual(api.table.match.deal.bidding.history);
            expect(await page.textContent('[data-testid=bid-history]')).toMatch(/^Das Reizen:/);
            // The line stands on the felt: readable there (axe's contrast rule among the rest).
            expect(await axeViolations(page)).toEqual([]);
            checkedHistory = true;
          }
        }
        await clickOneMove(page);
      }
      expect(checkedHistory).toBe(true);
      await expectGerman(page, 'result');
      await page.click('[data-testid=go-on]');

      // The replay of deal 1: the focus on "next", the moves in German words.
      await page.goto(`${suite.s.httpUrl}/#/replay/${tableId}/1`);
      await page.waitForSelector('.replay-hand');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'replay-next', null, { polling: 50, timeout: 5000 });
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('ArrowRight');
        const step = (await page.textContent('.stepper [role=status]')) ?? '';
        expect({ step, german: /\b(reizt|hält|passt|spielt|drückt|sagt|aufnehmen)\b/.test(step) }).toEqual({ step, german: true });
      }
      await expectGerman(page, 'replay');

      // The leaderboard and the player page, named from the statistics however it was reached.
      await page.goto(`${suite.s.httpUrl}/#/leaderboard`);
      await page.waitForSelector('[data-testid=rating-explained]');
      await expectGerman(page, 'leaderboard');
      const me = (await suite.s.ok<{ me: { id: string; name: string } }>('{ me { id name } }', {}, token)).me;
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${suite.s.httpUrl}/#/player/${me.id}`);
      await page.waitForFunction((n) => document.querySelector('[data-testid=player-name]')?.textContent?.startsWith(n), me.name, { polling: 50 });
      await page.waitForSelector('table.stats');
      await expectGerman(page, 'player page');
      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );

  test(
    "Tarock in German: the status line and the bidding so far; the deal's last trick is held with its taker named",
    async () => {
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK, locale: 'de-DE' });
      await page.goto(suite.s.httpUrl + '/');
      await page.fill('#name', 'Toni');
      await page.click('button[type=submit]');
      await page.waitForSelector('[data-testid=play-bots-tarock]');
      await page.click('[data-testid=play-bots-tarock]');
      await page.waitForSelector('.felt');
      // Every complete trick drawn while the hand is empty: the last trick of a deal.
      await page.evaluate(() => {
        const w = window as unknown as { lastTricks: string[] };
        w.lastTricks = [];
        new MutationObserver(() => {
          const trick = document.querySelector('.trick.complete');
          if (trick?.querySelector('.took') && document.querySelectorAll('.my-hand .cards [data-card]').length === 0)
            w.lastTricks.push(document.querySelector('.taker-line')?.textContent ?? '');
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      let sawHistory = false;
      let played = false;
      for (;;) {
        const h = await page.waitForFunction(
          () => (document.querySelector('[data-testid=go-on]') ? 'result' : document.querySelector('.my-hand.turn') ? 'move' : false),
          null,
          { polling: 50, timeout: 60_000 },
        );
        if ((await h.jsonValue()) === 'result') {
          if (played) break;
          await page.click('[data-testid=go-on]');
          continue;
        }
        const phase = await phaseOf(page);
        expect((await page.textContent('.status')) ?? '').toMatch(phase === 'BIDDING' ? /Reizen/ : /Pott/);
        await expectGerman(page, `Tarock, ${phase}`);
        if (await page.$('[data-testid=bid-history]')) {
          sawHistory = true;
          expect(await page.textContent('[data-testid=bid-history]')).toMatch(/(reizt|hält|passt)/);
        }
        if (phase === 'PLAYING') played = true;
        // Why a card is faded: Tarock's own rule (follow suit, else trump), not Skat's Jacks.
        if (await page.$('[data-testid=why-not]')) {
          expect(await page.textContent('[data-testid=why-not]')).toMatch(/trumpfen/);
        }
        await clickOneMove(page);
      }
      expect(sawHistory).toBe(true);
      const last = await page.evaluate(() => (window as unknown as { lastTricks: string[] }).lastTricks);
      expect(last.length).toBeGreaterThan(0);
      expect(last[last.length - 1]).toMatch(/nimm(s)?t den Stich$/);
      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );
});

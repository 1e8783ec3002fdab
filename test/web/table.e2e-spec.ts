/// <reference lib="dom" />
// The web table as a person uses it: Debian's Chromium (headless, driven by playwright-core)
// against the real app, which serves the page built from web/ by Vite. Every move is a click or a
// key press on the page; nothing is sent to the API behind its back (except setting up other
// players' tables for the lobby). The tests that are not about the pace run it ten times quicker (QUICK).
// Skipped, with a message, where /usr/bin/chromium is missing (`apt-get install -y chromium`).
import type { INestApplication } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { Page } from 'playwright-core';
import { clickOneMove, handOf, phaseOf, seqOf, waitForMyMove } from '../../support/web-player.js';
import { describeBrowser, QUICK, useBrowser } from '../support/browser.js';

const TEST_MS = 240_000;

describeBrowser('web table in Chromium', () => {
  const { server: suite, newPage } = useBrowser();

  async function register(page: Page, name: string): Promise<void> {
    await page.goto(suite.s.httpUrl + '/');
    await page.fill('#name', name);
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid=play-bots]');
  }

  /** Cuts every websocket of the server, as a dropped network would (graphql-ws's server, as src/limits/connection-limits.ts finds it). */
  function dropWebSockets(app: INestApplication): number {
    const adapter = app.get(GraphQLModule, { strict: false }).graphQlAdapter as unknown as {
      _subscriptionService?: { wss?: { clients: Set<{ terminate(): void }> } };
    };
    const clients = adapter._subscriptionService?.wss?.clients;
    if (!clients) throw new Error('graphql-ws server not found');
    const n = clients.size;
    for (const c of clients) c.terminate();
    return n;
  }

  test(
    'a person registers, plays a whole match against two bots by clicking, reloads mid-deal, rides out a dropped connection and a network cut (a card clicked meanwhile is played once it is back), is asked before conceding, and replays a deal',
    async () => {
      // Other players' open tables, so the lobby has something to show.
      for (const name of ['Ben', 'Cleo']) {
        const t = (await suite.s.ok(`mutation($n: String!) { register(input: { name: $n }) { apiToken { token } } }`, { n: name })).register.apiToken.token;
        await suite.s.ok(`mutation { createTable(input: { preset: CLUB, players: 4, rounds: 2 }) { table { id } } }`, {}, t);
      }
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK });
      // A refused action shows as a toast with the error's code and message, and the page stays.
      await page.goto(suite.s.httpUrl + '/');
      await page.fill('#name', '***');
      await page.click('button[type=submit]');
      expect(await (await page.waitForSelector('.toast')).textContent()).toMatch(/^BAD_USER_INPUT: ./);
      expect(await page.$('#name')).not.toBeNull();
      await register(page, 'Ann');
      await page.waitForSelector('.tables li');
      // The filters ask the server again: both open tables are for four players.
      expect(await page.$$eval('.tables li', (els) => els.length)).toBe(2);
      await page.selectOption('.filters select >> nth=2', '3');
      await page.waitForSelector('.tables li', { state: 'detached' });
      await page.selectOption('.filters select >> nth=2', '4');
      await page.waitForFunction(() => document.querySelectorAll('.tables li').length === 2, null, { polling: 50 });

      await page.click('[data-testid=play-bots]');
      await page.waitForSelector('.felt');
      expect(await page.$$eval('.opponents .seat', (els) => els.length)).toBe(2);

      const did = new Set<string>();
      let reloaded = false;
      let dropped = false;
      let cut = false;
      let asked = false;
      let putAway = false;
      for (;;) {
        if ((await waitForMyMove(page)) === 'over') break;
        const phase = await phaseOf(page);
        const hand = await handOf(page);
        if (phase === 'PLAYING' && hand.length <= 8 && !reloaded) {
          // A reload mid-deal: the same hand comes back from the server, and play goes on.
          const seq = await seqOf(page);
          await page.reload();
          await page.waitForSelector('.my-hand');
          expect(await seqOf(page)).toBeGreaterThanOrEqual(seq);
          expect((await handOf(page)).sort()).toEqual([...hand].sort());
          reloaded = true;
          await waitForMyMove(page);
        }
        if (!asked && (await page.$('.controls button[data-action=CONCEDE]'))) {
          // Conceding cannot be undone: the page asks first (here from its key, C), and Cancel leaves the deal as it was.
          const seq = await seqOf(page);
          expect(await page.textContent('.controls button[data-action=CONCEDE] kbd')).toBe('C');
          await page.keyboard.press('c');
          expect(await (await page.waitForSelector('[role=alertdialog]')).textContent()).toMatch(/Concede this deal\?.*cannot be undone/);
          expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-no');
          await page.click('[data-testid=confirm-no]');
          await page.waitForSelector('[role=alertdialog]', { state: 'detached' });
          await page.waitForTimeout(300);
          expect(await seqOf(page)).toBe(seq);
          expect(await page.$('.my-hand.turn')).not.toBeNull();
          asked = true;
        }
        if (!dropped && (await page.$eval('main', (m) => m.textContent ?? '')).includes('deal 2 of 3')) {
          // The network drops in deal 2: the page says so, comes back by itself, and play goes on.
          expect(dropWebSockets(suite.s.app)).toBeGreaterThan(0);
          await page.waitForSelector('.conn.reconnecting', { timeout: 5_000 });
          await page.waitForSelector('.conn.live', { timeout: 20_000 });
          dropped = true;
        }
        if (
          !cut &&
          phase === 'PLAYING' &&
          (await page.$eval('main', (m) => m.textContent ?? '')).includes('deal 3 of 3') &&
          (await page.$('.my-hand button.card:not([disabled])'))
        ) {
          // The network and its sockets are cut; a card clicked meanwhile waits, marked, and is played once they are back.
          const seq = await seqOf(page);
          await ctx.setOffline(true);
          dropWebSockets(suite.s.app);
          await page.waitForSelector('.conn.offline, .conn.reconnecting', { timeout: 5_000 });
          const card = (await page.getAttribute('.my-hand button.card:not([disabled])', 'data-card')) as string;
          await page.click(`.my-hand button[data-card=${card}]`);
          await page.waitForSelector('.pending-move');
          expect(await page.textContent('.pending-move')).toMatch(/waits for the connection/);
          expect(await page.$(`.my-hand [data-card=${card}].pending`)).not.toBeNull();
          await page.waitForTimeout(2_500);
          expect(await seqOf(page)).toBe(seq);
          await ctx.setOffline(false);
          await page.waitForFunction((c) => !document.querySelector(`.my-hand [data-card=${c}]`) && !document.querySelector('.pending-move'), card, {
            polling: 50,
            timeout: 20_000,
          });
          await page.waitForSelector('.conn.live', { timeout: 20_000 });
          expect(await seqOf(page)).toBeGreaterThan(seq);
          expect(await page.$('.refused')).toBeNull();
          cut = true;
          continue;
        }
        const move = await clickOneMove(page, { keys: true });
        did.add(move);
        if (move === 'DISCARD' && !putAway) {
          // The two cards put away stay in view for the declarer, out of the hand.
          const away = await (await page.waitForSelector('.talon')).$$eval('[data-card]', (els) => els.map((e) => e.getAttribute('data-card') as string));
          expect(away).toHaveLength(2);
          expect((await handOf(page)).filter((c) => away.includes(c))).toEqual([]);
          putAway = true;
        }
      }
      // The person bid, took the skat, put two cards away, declared and played cards.
      for (const a of ['BID', 'PICK_UP_SKAT', 'DISCARD', 'DECLARE', 'PLAY']) expect(did).toContain(a);
      expect(reloaded).toBe(true);
      expect(dropped).toBe(true);
      expect(cut).toBe(true);
      expect(asked).toBe(true);
      expect(putAway).toBe(true);

      // The score sheet: one row per deal of the round, and the last deal's result with its breakdown.
      await page.waitForSelector('.result');
      expect(await page.$$eval('table.sheet tbody tr', (rows) => rows.length)).toBe(3);
      expect(await page.textContent('.result')).toMatch(/Ann played .*(won|lost)/);
      expect(await page.textContent('.result .breakdown')).toMatch(/Card points.*Game value.*Value/s);

      // Replay the last deal from its record: every hand shown, one move at a time.
      await page.click('table.sheet tbody tr:last-child a');
      await page.waitForSelector('.replay-hand');
      expect(await page.$$eval('.replay-hand [data-card]', (els) => els.length)).toBe(30);
      // Click on to the first trick's second card, then one step by the keyboard. The bidding
      // alone may take more than 60 moves, so the bound is the record's own length.
      const total = Number((await page.textContent('.replay [role=status]'))?.match(/\/ (\d+)/)?.[1]);
      expect(total).toBeGreaterThanOrEqual(30);
      let steps = 0;
      while ((await page.$$('.replay .trick [data-card]')).length < 2 && steps < total) {
        await page.click('[data-testid=replay-next]');
        steps++;
      }
      expect(await page.$$('.replay .trick [data-card]')).toHaveLength(2);
      expect(await page.getAttribute('main', 'data-step')).toBe(String(steps));
      expect(await page.$$eval('.replay-hand [data-card]', (els) => els.length)).toBe(28);
      await page.keyboard.press('ArrowRight');
      expect(await page.getAttribute('main', 'data-step')).toBe(String(steps + 1));
      await page.keyboard.press('ArrowLeft');
      // Play (P) steps by itself at the table's pace, through the end of the first trick, which it
      // holds with its taker marked; P again pauses. Here four times quicker than a person's: the
      // held trick is read in a second round trip.
      await page.evaluate(() => localStorage.setItem('skat.pace', '0.25'));
      await page.keyboard.press('p');
      await page.waitForSelector('.replay .trick.complete .took', { timeout: 15_000 });
      expect(await page.textContent('.replay .taker-line')).toMatch(/takes the trick/);
      await page.waitForFunction((s) => Number(document.querySelector('main')?.getAttribute('data-step')) >= s + 2, steps, { polling: 50, timeout: 15_000 });
      await page.keyboard.press('p');
      const paused = await page.getAttribute('main', 'data-step');
      await page.waitForTimeout(1_000);
      expect(await page.getAttribute('main', 'data-step')).toBe(paused);
      await page.keyboard.press('End');
      expect(await page.$$eval('.replay-hand [data-card]', (els) => els.length)).toBe(0);

      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );

  test(
    'a private table: the invite link seats a friend in a second browser, both see the moves, a spectator never sees a hand',
    async () => {
      const a = await newPage(1000, 900, { pace: QUICK });
      await register(a.page, 'Dora');
      await a.page.check('input[name=private]');
      await a.page.fill('input[name=turnSeconds]', '600');
      await a.page.click('[data-testid=create-table]');
      const invite = await (await a.page.waitForSelector('input.invite')).inputValue();
      expect(invite).toMatch(/#\/join\/[^/]+\/.+/);
      const tableId = invite.split('/join/')[1].split('/')[0];

      // The friend opens the invite before having a name: the start page, then the seat.
      const b = await newPage(1000, 900, { pace: QUICK });
      await b.page.goto(invite);
      await b.page.fill('#name', 'Emil');
      await b.page.click('button[type=submit]');
      await b.page.waitForSelector('.waiting');
      await a.page.waitForFunction(() => document.querySelector('.waiting')?.textContent?.includes('Emil'), null, { polling: 50 });

      // A spectator without a token follows the same table.
      const spy = await newPage(1000, 900, { pace: QUICK });
      await spy.page.goto(`${suite.s.httpUrl}/#/table/${tableId}`);
      await spy.page.waitForSelector('.waiting');

      await a.page.click('[data-testid=add-bots]');
      for (const p of [a.page, b.page, spy.page]) await p.waitForSelector('.felt');
      expect(await spy.page.$('.my-hand')).toBeNull();
      // The table has a turn timer: the page counts the turn down.
      expect(await (await a.page.waitForSelector('[role=timer]')).textContent()).toMatch(/\d+s/);

      // Both people play deal 1 by clicking; after every move the spectator's page holds no card of anyone's hand.
      const seen = { a: 0, b: 0 };
      let checks = 0;
      while (!(await a.page.$('table.sheet tbody tr'))) {
        const mover = await Promise.race([
          a.page.waitForSelector('.my-hand.turn, table.sheet tbody tr', { timeout: 60_000 }).then(() => 'a' as const),
          b.page.waitForSelector('.my-hand.turn', { timeout: 60_000 }).then(() => 'b' as const),
        ]);
        if (await a.page.$('table.sheet tbody tr')) break;
        const page = mover === 'a' ? a.page : b.page;
        const other = mover === 'a' ? b.page : a.page;
        // Two keen bidders would bid each other up to the end of the table: these two stop at 24.
        await clickOneMove(page, { maxBid: 24 });
        const mySeq = await seqOf(page);
        // The other person's page draws the move too. A page holding the deal's result for its
        // person (the move ended the deal) shows the seq of the view it first saw the result in,
        // which may be older than the mover's (the bots may have bid in the next deal between the
        // two pages' reads): holding the result is reaching the move.
        const reached = (s: number) => Number(document.querySelector('main')?.getAttribute('data-seq')) >= s || !!document.querySelector('[data-testid=go-on]');
        await other.waitForFunction(reached, mySeq, { polling: 50, timeout: 30_000 });
        seen[mover === 'a' ? 'b' : 'a']++;
        await spy.page.waitForFunction(reached, mySeq, { polling: 50, timeout: 30_000 });
        const hands = [...(await handOf(a.page)), ...(await handOf(b.page))];
        const onSpyPage = await spy.page.$$eval('[data-card]', (els) => els.map((e) => e.getAttribute('data-card')));
        expect(onSpyPage.filter((c) => hands.includes(c as string))).toEqual([]);
        expect(await spy.page.$('.my-hand')).toBeNull();
        checks++;
      }
      expect(seen.a).toBeGreaterThan(0);
      expect(seen.b).toBeGreaterThan(0);
      expect(checks).toBeGreaterThan(10);
      for (const p of [b.page, spy.page]) await p.waitForSelector('table.sheet tbody tr');
      expect(await b.page.textContent('table.sheet tbody tr')).toBe(await a.page.textContent('table.sheet tbody tr'));

      expect([...a.errors, ...b.errors, ...spy.errors]).toEqual([]);
      for (const c of [a, b, spy]) await c.ctx.close();
    },
    TEST_MS,
  );

  test(
    'at the pace a person follows, on a phone by touch: cards one by one, a finished trick held with its taker, the result held until the player goes on, and no horizontal scroll',
    async () => {
      const { ctx, page, errors } = await newPage(390, 844, { touch: true });
      await register(page, 'Pia');
      await page.tap('[data-testid=play-bots]');
      await page.waitForSelector('.felt');
      // The page notes when the trick area changes: its cards, and whether it is a finished trick with a taker.
      await page.evaluate(() => {
        const w = window as unknown as { trickLog: { t: number; n: number; taker: string | null; took: number; line: string }[] };
        w.trickLog = [];
        const note = () => {
          const t = document.querySelector('.trick');
          if (!t) return;
          const last = w.trickLog[w.trickLog.length - 1];
          const entry = {
            t: performance.now(),
            n: t.querySelectorAll('[data-card]').length,
            taker: t.getAttribute('data-taker'),
            took: t.querySelectorAll('.took').length,
            line: document.querySelector('.taker-line')?.textContent ?? '',
          };
          if (!last || last.n !== entry.n || last.taker !== entry.taker) w.trickLog.push(entry);
        };
        new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      let moves = 0;
      let widest = 0;
      for (;;) {
        const h = await page.waitForFunction(
          () => (document.querySelector('[data-testid=go-on]') ? 'result' : document.querySelector('.my-hand.turn') ? 'move' : false),
          null,
          { polling: 50, timeout: 60_000 },
        );
        widest = Math.max(widest, await page.evaluate(() => document.documentElement.scrollWidth));
        if ((await h.jsonValue()) === 'result') break;
        await clickOneMove(page, { touch: true });
        moves++;
      }
      expect(moves).toBeGreaterThan(10);
      // The phone never scrolls sideways.
      expect(widest).toBeLessThanOrEqual(390);

      // The result is held, with its breakdown, until the player goes on: the next deal's turn does not come.
      expect(await page.textContent('.result-panel')).toMatch(/Deal 1/);
      await page.waitForTimeout(6_000);
      expect(await page.$('[data-testid=go-on]')).not.toBeNull();
      expect(await page.$('.my-hand.turn')).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('go-on');

      const log = await page.evaluate(
        () => (window as unknown as { trickLog: { t: number; n: number; taker: string | null; took: number; line: string }[] }).trickLog,
      );
      // Each finished trick stayed in view at least 800 ms, its taker marked in the trick and in words.
      const held = log.flatMap((e, i) => (e.taker !== null && e.n === 3 ? [{ ms: (log[i + 1]?.t ?? Infinity) - e.t, e }] : []));
      expect(held.length).toBeGreaterThanOrEqual(3);
      for (const h of held) {
        expect(h.ms).toBeGreaterThanOrEqual(800);
        expect(h.e.took).toBe(1);
        expect(h.e.line).toMatch(/takes? the trick/);
      }
      // The other seats' cards came one at a time: the trick grew 1, 2, 3.
      const counts = log.map((e) => e.n).join('');
      expect(counts).toContain('123');

      await page.tap('[data-testid=go-on]');
      await page.waitForSelector('.result-panel', { state: 'detached' });
      await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('deal 2 of 3'), null, { polling: 50, timeout: 10_000 });
      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );
});

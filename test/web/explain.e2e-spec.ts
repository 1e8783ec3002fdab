/// <reference lib="dom" />
// The web table speaks German to a German browser and explains itself: the declare dialog's
// values, the bid table, the rules page; and axe-core (injected into the page) finds no serious
// or critical violation on any page. Chromium against the real app, as the other web tests.
import { request } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { Page } from 'playwright-core';
import { clickOneMove, phaseOf, seqOf, waitForMyMove } from '../../support/web-player.js';
import { axeViolations } from '../support/axe.js';
import { describeBrowser, QUICK, useBrowser } from '../support/browser.js';

const TEST_MS = 240_000;
/** GET a path as a browser would ask for it: the status, the headers and the bytes on the wire (not decoded). */
function raw(url: string, encoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number; text: string }> {
  return new Promise((res, rej) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () =>
        res({ status: r.statusCode ?? 0, headers: r.headers, bytes: Buffer.concat(chunks).length, text: Buffer.concat(chunks).toString('latin1') }),
      );
    })
      .on('error', rej)
      .end();
  });
}

describeBrowser('web table: German, explanations and accessibility in Chromium', () => {
  const { server: suite, newPage } = useBrowser();

  async function register(page: Page, name: string): Promise<void> {
    await page.goto(suite.s.httpUrl + '/');
    await page.fill('#name', name);
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid=play-bots]');
  }

  test(
    "a de-DE browser gets German Skat words; the declare dialog shows each choice's value; every page is clean of serious axe violations",
    async () => {
      const { ctx, page, errors } = await newPage(1000, 900, { pace: QUICK, locale: 'de-DE' });
      await page.goto(suite.s.httpUrl + '/');
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      expect(await page.textContent('[data-testid=lang-switch]')).toBe('In English');
      expect(await page.textContent('button[type=submit]')).toBe('Losspielen');
      expect(await axeViolations(page)).toEqual([]);
      await register(page, 'Grete');
      expect(await axeViolations(page)).toEqual([]);

      await page.click('[data-testid=play-bots]');
      await page.waitForSelector('.felt');
      await waitForMyMove(page);
      const table = (await page.textContent('main')) ?? '';
      // Seats and cards in German: Vorhand/Mittelhand/Hinterhand, the cards' names (Kreuz Bube, Herz Ass...).
      expect(table).toMatch(/Vorhand|Mittelhand|Hinterhand/);
      const names = await page.$$eval('.my-hand .card .sr-only', (els) => els.map((e) => e.textContent ?? ''));
      expect(names).toHaveLength(10);
      for (const n of names) expect(n).toMatch(/^(Kreuz|Pik|Herz|Karo) (Ass|Zehn|König|Dame|Bube|Neun|Acht|Sieben)$/);
      expect(table).toMatch(/Regeln/);
      // Sound is off until switched on.
      expect(await page.getAttribute('[data-testid=sound]', 'aria-pressed')).toBe('false');
      expect(await page.textContent('[data-testid=sound]')).toBe('Ton: aus');
      expect(await axeViolations(page)).toEqual([]);

      // Play on until the person declares: the dialog takes the focus and shows each game's value.
      let declared = false;
      while (!declared) {
        if ((await waitForMyMove(page)) === 'over') break;
        if ((await phaseOf(page)) === 'BIDDING' && (await page.$('[data-testid=bid-table]'))) {
          await page.click('[data-testid=bid-table] summary');
          expect(await page.textContent('[data-testid=bid-table]')).toMatch(/Grand\s*24/);
        }
        if (await page.$('button[data-action=DECLARE_OPEN]')) {
          // D opens the dialog from the keyboard.
          await page.keyboard.press('d');
          await page.waitForSelector('[role=dialog]');
          expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
          const values = await page.$$eval('[role=dialog] button[data-game] .value', (els) =>
            els.map((e) => ({ game: e.closest('button')?.getAttribute('data-game'), value: Number(e.textContent) })),
          );
          expect(values.length).toBeGreaterThanOrEqual(5);
          for (const v of values) expect(v.value).toBeGreaterThanOrEqual(v.game === 'NULL' ? 23 : 9 * 2);
          // Grand is 24 × (matadors + 1): a multiple of 24 of at least 48.
          const grand = values.find((v) => v.game === 'GRAND')?.value ?? 0;
          expect(grand % 24).toBe(0);
          expect(grand).toBeGreaterThanOrEqual(48);
          await page.click('[role=dialog] button[data-game=GRAND]');
          expect(await page.textContent('[data-testid=declare-value]')).toMatch(new RegExp(`mindestens ${grand} wert \\((mit|ohne) \\d`));
          expect(await axeViolations(page)).toEqual([]);
          await page.click('[role=dialog] button[data-action=DECLARE]');
          declared = true;
          continue;
        }
        await clickOneMove(page);
      }
      expect(declared).toBe(true);

      // The rules page from the table, in German, then back; the switch turns the table English.
      await page.click('[data-testid=rules-link]');
      await page.waitForSelector('main.rules');
      expect(await page.textContent('main.rules')).toMatch(/Reizen.*Mittelhand reizt Vorhand/s);
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await page.waitForSelector('.felt');
      await page.click('[data-testid=lang-switch]');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.waitForFunction(() => /forehand|middlehand|rearhand/.test(document.querySelector('main')?.textContent ?? ''), null, { polling: 50 });

      // The lobby, the leaderboard and the player page are clean too.
      for (const route of ['#/lobby', '#/leaderboard', '#/me']) {
        await page.goto(`${suite.s.httpUrl}/${route}`);
        await page.waitForLoadState('networkidle');
        expect({ route, violations: await axeViolations(page) }).toEqual({ route, violations: [] });
      }
      expect(errors).toEqual([]);
      await ctx.close();
    },
    TEST_MS,
  );

  test('the page goes compressed: brotli or gzip as the browser accepts, under the budget of 150 KB gzipped', async () => {
    const index = await raw(`${suite.s.httpUrl}/`, 'identity');
    expect(index.headers['content-encoding']).toBeUndefined();
    const assets = [...index.text.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    const sizes: string[] = [];
    for (const path of ['', ...assets]) {
      const plain = await raw(`${suite.s.httpUrl}/${path}`, 'identity');
      const br = await raw(`${suite.s.httpUrl}/${path}`, 'gzip, deflate, br');
      const gz = await raw(`${suite.s.httpUrl}/${path}`, 'gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.bytes).toBeLessThan(plain.bytes);
      expect(gz.bytes).toBeLessThan(plain.bytes);
      if (path.endsWith('.js')) expect(gz.bytes).toBeLessThan(150 * 1024);
      sizes.push(`${path || 'index.html'}: ${plain.bytes} B, gzip ${gz.bytes} B, br ${br.bytes} B`);
    }
    process.stdout.write(`On the wire:\n${sizes.join('\n')}\n`);
  });

  /** Cuts every websocket of the server, as a dropped network would (as in table.e2e-spec.ts). */
  function dropWebSockets(app: INestApplication): void {
    const adapter = app.get(GraphQLModule, { strict: false }).graphQlAdapter as unknown as {
      _subscriptionService?: { wss?: { clients: Set<{ terminate(): void }> } };
    };
    for (const c of adapter._subscriptionService?.wss?.clients ?? []) c.terminate();
  }

  test(
    'a move made while the connection is down is refused, visibly, when the table moved on meanwhile (the same player in a second window)',
    async () => {
      const a = await newPage(1000, 900, { pace: QUICK });
      await register(a.page, 'Hanne');
      await a.page.click('[data-testid=play-bots]');
      await a.page.waitForSelector('.felt');
      const tableUrl = a.page.url();
      const token = await a.page.evaluate(() => localStorage.getItem('skat.token'));
      const b = await newPage(1000, 900, { pace: QUICK });
      await b.ctx.addInitScript((t) => localStorage.setItem('skat.token', t as string), token);
      await b.page.goto(tableUrl);
      await b.page.waitForSelector('.felt');
      // Play on in the first window until a card is to be played.
      for (;;) {
        expect(await waitForMyMove(a.page)).toBe('move');
        if ((await phaseOf(a.page)) === 'PLAYING' && (await a.page.$('.my-hand button.card:not([disabled])'))) break;
        await clickOneMove(a.page);
      }
      const seq = await seqOf(a.page);
      await b.page.waitForFunction(
        (s) => Number(document.querySelector('main')?.getAttribute('data-seq')) >= s && !!document.querySelector('.my-hand.turn'),
        seq,
        { polling: 50, timeout: 30_000 },
      );
      // The first window loses its network and clicks a card: it waits, marked.
      await a.ctx.setOffline(true);
      dropWebSockets(suite.s.app);
      const cards = await a.page.$$eval('.my-hand button.card:not([disabled])', (els) => els.map((e) => e.getAttribute('data-card') as string));
      await a.page.click(`.my-hand button[data-card=${cards[0]}]`);
      await a.page.waitForSelector('.pending-move');
      // The second window plays another card meanwhile: the table moves on.
      const other = cards[1] ?? null;
      if (other) await b.page.click(`.my-hand button[data-card=${other}]`);
      else await clickOneMove(b.page);
      await b.page.waitForFunction((s) => Number(document.querySelector('main')?.getAttribute('data-seq')) > s, seq, { polling: 50, timeout: 30_000 });
      // Back online, the waiting move goes again, is refused, and the page says so in words.
      await a.ctx.setOffline(false);
      expect(await (await a.page.waitForSelector('.refused', { timeout: 20_000 })).textContent()).toMatch(/not made: the table moved on/);
      await a.page.waitForSelector('.pending-move', { state: 'detached' });
      expect(await a.page.$('.toast')).not.toBeNull();
      expect(await a.page.textContent('.toast')).toMatch(/moved on before your move arrived/);
      expect([...a.errors, ...b.errors]).toEqual([]);
      await a.ctx.close();
      await b.ctx.close();
    },
    TEST_MS,
  );
});

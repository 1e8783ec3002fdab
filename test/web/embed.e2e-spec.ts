/// <reference lib="dom" />
// The embedded table in Chromium (docs/embed.md): a platform's page on another origin
// (127.0.0.2; the service is on 127.0.0.1) frames /embed/<tableId>?ticket=... and hears the
// frame's messages; its player plays a deal in the frame against two server bots; the host sets
// the language and the colours. A page on an origin the platform did not register (127.0.0.3)
// cannot frame the table: Chromium blocks it, its script never runs (the ticket stays unused) and
// no message arrives. The tickets without a browser: test/e2e/embed.e2e-spec.ts.
import request from 'supertest';
import type { Frame, Page } from 'playwright-core';
import { clickOneMove } from '../../support/web-player.js';
import { describeBrowser, QUICK, useBrowser } from '../support/browser.js';
import { startEmbedHost, type EmbedHost } from '../support/embed-host.js';
import { OPERATOR_SECRET } from '../support/platforms.js';
import { CREATE_EMBED_TICKET, REDEEM_EMBED_TICKET, registerEmbedPlatform, seatedPlayer, type EmbedPlatform } from '../support/embed-platform.js';

interface Received {
  origin: string;
  data: { source?: string; version?: number; type?: string; tableId?: string; [k: string]: unknown };
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);

/** Waits until the host page has heard a message of `type` from the frame. */
async function heard(page: Page, type: string): Promise<void> {
  await page.waitForFunction((t) => (window as unknown as { received: Received[] }).received.some((m) => m.data?.type === t), type, { timeout: 60_000 });
}

describeBrowser('an embedded table', () => {
  const { server: suite, newPage } = useBrowser({ OPERATOR_SECRET });
  let host: EmbedHost;
  let stranger: EmbedHost;
  let platform: EmbedPlatform;

  beforeAll(async () => {
    host = await startEmbedHost('127.0.0.2');
    stranger = await startEmbedHost('127.0.0.3');
    platform = await registerEmbedPlatform(suite.s, 'Club', [host.origin]);
  });
  afterAll(async () => {
    await host?.close();
    await stranger?.close();
  });

  const ticketFor = async (tableId: string, playerId: string) =>
    (await suite.s.ok(CREATE_EMBED_TICKET, { i: { tableId, playerId } }, platform.key)).createEmbedTicket as { ticket: string; path: string };

  // At the page's own pace (a framed page may not read the tests' `skat.pace`): a deal takes half a minute.
  it('a registered host frames the table, hears ready, yourTurn and dealEnded while its player plays a deal, and sets language and colours', async () => {
    const at = await seatedPlayer(suite.s, platform, 'Ann');
    const t = await ticketFor(at.tableId, at.playerId);
    const { ctx, page } = await newPage(1100, 900, { pace: QUICK });
    const service = new URL(suite.s.httpUrl).origin;
    await page.goto(host.pageFor(`${suite.s.httpUrl}${t.path}&lang=de&accent=a0153e&background=%23fffaf0`));
    const frame = (await (await page.waitForSelector('#skat')).contentFrame()) as Frame;
    await heard(page, 'ready');

    // Every message came from the service's origin, in the versioned format, about this table.
    const ready = (await received(page)).find((m) => m.data.type === 'ready')!;
    expect(ready.origin).toBe(service);
    expect(ready.data).toMatchObject({ source: 'skat-embed', version: 1, tableId: at.tableId, seat: expect.any(Number) });

    // The ticket left the frame's address; the session is in no storage; no lobby around the table.
    expect(new URL(frame.url()).searchParams.get('ticket')).toBeNull();
    expect(new URL(frame.url()).searchParams.get('lang')).toBe('de');
    // (A framed page from another site may have no storage at all: Chromium's contexts block third-party storage.)
    const stored = await frame.evaluate(() => {
      try {
        return [...Object.values(localStorage), ...Object.values(sessionStorage)];
      } catch {
        return [];
      }
    });
    expect(stored.filter((v) => /skat_|emb_/.test(v))).toEqual([]);
    expect(await frame.$('a[href="#/lobby"]')).toBeNull();
    expect(await frame.$('[data-testid=rules-link]')).toBeNull();

    // The URL's language and colours hold; the host changes them by message.
    const look = () =>
      frame.evaluate(() => ({
        lang: document.documentElement.lang,
        accent: getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
        bg: getComputedStyle(document.documentElement).backgroundColor,
      }));
    expect(await look()).toEqual({ lang: 'de', accent: '#a0153e', bg: 'rgb(255, 250, 240)' });
    const tell = (m: Record<string, unknown>) => page.evaluate(([msg, to]) => (window as any).toFrame(msg, to), [m, service] as const);
    await tell({ source: 'skat-host', version: 1, type: 'setLanguage', lang: 'en' });
    await tell({ source: 'skat-host', version: 1, type: 'setTheme', accent: '#1a7f37', background: 'url(x)' });
    await frame.waitForFunction(() => document.documentElement.lang === 'en');
    await frame.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() === '#1a7f37');
    // Another version, or a bad value, changes nothing.
    await tell({ source: 'skat-host', version: 2, type: 'setLanguage', lang: 'de' });
    await tell({ source: 'skat-host', version: 1, type: 'setLanguage', lang: 'fr' });
    expect(await look()).toEqual({ lang: 'en', accent: '#1a7f37', bg: 'rgb(255, 250, 240)' });

    // The player plays the first deal in the frame until its result shows.
    let moves = 0;
    for (;;) {
      const h = await frame.waitForFunction(
        () => (document.querySelector('[data-testid=go-on]') ? 'result' : document.querySelector('.my-hand.turn') ? 'move' : false),
        null,
        { polling: 50, timeout: 60_000 },
      );
      if ((await h.jsonValue()) === 'result') break;
      if (moves === 0) await heard(page, 'yourTurn');
      await clickOneMove(frame);
      moves++;
    }
    expect(moves).toBeGreaterThan(0);
    await heard(page, 'dealEnded');
    const all = await received(page);
    expect(all.every((m) => m.origin === service && m.data.source === 'skat-embed' && m.data.version === 1 && m.data.tableId === at.tableId)).toBe(true);
    const types = all.map((m) => m.data.type);
    expect(types[0]).toBe('ready');
    expect(types.filter((x) => x === 'yourTurn').length).toBeGreaterThanOrEqual(1);
    // Each turn once.
    const turns = all.filter((m) => m.data.type === 'yourTurn').map((m) => m.data.seq);
    expect(new Set(turns).size).toBe(turns.length);
    const dealEnded = all.filter((m) => m.data.type === 'dealEnded');
    expect(dealEnded).toHaveLength(1);
    expect(dealEnded[0].data).toMatchObject({ deal: 1, scores: expect.any(Array), totals: expect.any(Array) });
    expect((dealEnded[0].data.totals as number[]).length).toBe(3);
    expect(types).not.toContain('matchEnded');
    await ctx.close();
  }, 180_000);

  it('a page on an unregistered origin cannot frame the table: blocked, the ticket unused, no message', async () => {
    const at = await seatedPlayer(suite.s, platform, 'Bea');
    const t = await ticketFor(at.tableId, at.playerId);
    const res = await request(suite.s.httpUrl).get(`/embed/${at.tableId}`);
    expect(String(res.headers['content-security-policy'])).toContain(`frame-ancestors ${host.origin}`);
    expect(String(res.headers['content-security-policy'])).not.toContain(stranger.origin);

    const { ctx, page } = await newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(stranger.pageFor(`${suite.s.httpUrl}${t.path}`));
    await page.waitForFunction(() => (window as unknown as { frameLoaded: boolean }).frameLoaded, null, { timeout: 30_000 });
    const frame = (await (await page.waitForSelector('#skat')).contentFrame()) as Frame;
    // Chromium shows its error page in place of the table.
    expect(frame.url()).not.toContain('/embed/');
    expect(logs.some((c) => /frame-ancestors/.test(c))).toBe(true);
    expect(await received(page)).toEqual([]);
    // The page's script never ran: its ticket is still unused.
    const r = await suite.s.gql(REDEEM_EMBED_TICKET, { i: { ticket: t.ticket } });
    expect(r.errors).toBeUndefined();
    expect(r.data!.redeemEmbedTicket.playerId).toBe(at.playerId);
    await ctx.close();
  });
});

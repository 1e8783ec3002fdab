/// <reference lib="dom" />
// A person at the web table, driven through Chromium by playwright-core: waits for their turn and
// makes one move by clicking (or a shortcut key), as the page offers it. Shared by the browser
// tests (test/web/) and the draw benchmark (bench/web.bench.ts).
import type { Frame, Page } from 'playwright-core';

/** A page, or the frame a host page embeds the table in (test/web/embed.e2e-spec.ts). */
export type Surface = Page | Frame;

/** Chromium's flags here: no sandbox as root, and none of its background connections (refused, many at a time, on a closed network). */
/** Debian's Chromium, which the browser tests and bench:web drive. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export const seqOf = async (page: Surface) => Number(await page.getAttribute('main', 'data-seq'));
export const phaseOf = (page: Surface) => page.getAttribute('main', 'data-phase');
export const handOf = (page: Surface) => page.$$eval('.my-hand [data-card]', (els) => els.map((e) => e.getAttribute('data-card') as string));

/**
 * Waits until it is this player's turn (the hand is marked) or the match is over; a deal's result
 * held on the page (it waits for the person) is read and passed with "Next deal".
 */
export async function waitForMyMove(page: Surface): Promise<'move' | 'over'> {
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
    const r = (await h.jsonValue()) as 'move' | 'over' | 'result';
    if (r !== 'result') return r;
    await page.click('[data-testid=go-on]');
  }
}

/**
 * One move by clicking, as a keen person plays: bid the lowest the page offers (a number up to
 * maxBid) and hold whatever comes, pick up the skat, put the last cards away, declare Grand (Skat)
 * or the first contract offered (Tarock), play the first card the page allows. Waits until the
 * page shows the table after the move.
 */
export async function clickOneMove(page: Surface, { keys = false, maxBid = Infinity, touch = false } = {}): Promise<string> {
  const before = await seqOf(page);
  // A phone taps; everything else clicks.
  const press = (selector: string) => (touch ? page.tap(selector) : page.click(selector));
  const phase = await phaseOf(page);
  let did: string;
  if (phase === 'DISCARDING') {
    // The last cards of the hand, as many as the controls ask for (Skat's two, Tarock's three).
    const pick = Number(await page.getAttribute('.controls', 'data-pick'));
    const cards = await page.$$('.my-hand button.card');
    for (let i = 1; i <= pick; i++) await (touch ? cards[cards.length - i].tap() : cards[cards.length - i].click());
    await press('button[data-action=DISCARD]');
    did = 'DISCARD';
  } else if (await page.$('.controls button[data-action=PICK_UP_SKAT]')) {
    await press('.controls button[data-action=PICK_UP_SKAT]');
    did = 'PICK_UP_SKAT';
  } else if (await page.$('button[data-action=DECLARE_OPEN]')) {
    await press('button[data-action=DECLARE_OPEN]');
    await press('[role=dialog] button[data-game=GRAND]');
    await press('[role=dialog] button[data-action=DECLARE]');
    did = 'DECLARE';
  } else {
    const bid = await page.$('.controls button[data-action=BID]');
    const tooHigh = bid && Number(await bid.getAttribute('data-value')) > maxBid;
    const control = tooHigh ? await page.$('.controls button[data-action=PASS]') : (bid ?? (await page.$('.controls button[data-action=HOLD]')));
    if (control) {
      did = (await control.getAttribute('data-action')) as string;
      await (touch ? control.tap() : control.click());
    } else if (await page.$('.my-hand button.card:not([disabled])')) {
      const enabled = await page.$$eval('.my-hand button.card', (els) => els.map((e) => !(e as HTMLButtonElement).disabled));
      const i = enabled.indexOf(true);
      // Every other card by its shortcut key (1-9, 0), the rest by a click.
      if (keys && 'keyboard' in page && enabled.length % 2 === 1 && i < 10) await page.keyboard.press(String((i + 1) % 10));
      else await press('.my-hand button.card:not([disabled])');
      did = 'PLAY';
    } else {
      // Whatever else the turn offers (a Grand Hand offer, say); never the optional ones.
      const any = await page.$(
        '.controls button:not([data-action=GIVE_UP]):not([data-action=LAY_OPEN]):not([data-action=CONCEDE]):not([data-action=KONTRA]):not([data-action=RE])',
      );
      if (!any) throw new Error(`no move on the page at seq ${before}: ${await page.textContent('main')}`);
      did = (await any.getAttribute('data-action')) as string;
      await (touch ? any.tap() : any.click());
    }
  }
  // The page draws the table after the move; a refusal would show as a toast instead.
  const h = await page.waitForFunction(
    (s) => (Number(document.querySelector('main')?.getAttribute('data-seq')) > s ? 'ok' : document.querySelector('.toast')?.textContent || false),
    before,
    { polling: 50, timeout: 30_000 },
  );
  const outcome = await h.jsonValue();
  if (outcome !== 'ok') throw new Error(`${did} refused: ${outcome}`);
  return did;
}

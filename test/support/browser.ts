/// <reference lib="dom" />
// The browser tests' common part (test/web/): Debian's Chromium (headless, driven by
// playwright-core) against a real app that serves the page built from web/ by Vite. Skipped, with a
// message, where /usr/bin/chromium is missing (`apt-get install -y chromium`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../support/web-player.js';
import { useTestServer, type ServerSuite } from './app.js';
import { oncePerRun, runDir } from './once-per-run.js';

/** Where `npm run screenshots` saves the screenshots README and docs/web.md show (the tests save none). */
export const SHOTS = join(process.cwd(), 'web', 'screenshots');
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`web table tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);
export const describeBrowser = hasChromium ? describe : describe.skip;

/** The pace (`skat.pace`) of the tests that are not about it: ten times quicker than a person's. */
export const QUICK = 0.1;

export interface BrowserSuite {
  server: ServerSuite;
  /**
   * A fresh context and page; `errors` collects the page's uncaught errors. `pace` scales the
   * page's pacing (1: as a person sees it); `touch` makes a phone; `locale` the browser's language.
   */
  newPage(
    width?: number,
    height?: number,
    opts?: { pace?: number; touch?: boolean; locale?: string; reducedMotion?: boolean },
  ): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }>;
}

/**
 * For a describe block: the page built into the run's scratch directory (before the app starts,
 * which serves it as WEB_DIST), the app (with the configuration overrides `env`), and Chromium.
 */
export function useBrowser(env: Record<string, unknown> = {}): BrowserSuite {
  const dist = join(runDir(), 'web');
  let launched: Promise<Browser | Error> | undefined;
  beforeAll(() => {
    // Chromium starts while the page is built and the app boots.
    launched = chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }).catch((e: Error) => e);
    // Once per run: a second build would rewrite the page under another file's app.
    return oncePerRun('web', () => {
      execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.mts', '--outDir', dist, '--emptyOutDir'], {
        stdio: 'pipe',
      });
      return dist;
    });
  });
  const server = useTestServer({ WEB_DIST: dist, ...env });
  let browser: Browser;
  beforeAll(async () => {
    const b = await launched;
    if (!b || b instanceof Error) throw b ?? new Error('Chromium was not launched');
    browser = b;
  });
  afterAll(async () => {
    // Also when a hook before failed: the browser launched all the same.
    const b = await launched;
    if (b && !(b instanceof Error)) await b.close();
  });
  return {
    server,
    async newPage(width = 1000, height = 900, { pace = 1, touch = false, locale = 'en-GB', reducedMotion = false } = {}) {
      const ctx = await browser.newContext({
        viewport: { width, height },
        hasTouch: touch,
        isMobile: touch,
        locale,
        reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
      });
      if (pace !== 1) await ctx.addInitScript((f) => localStorage.setItem('skat.pace', String(f)), pace);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      return { ctx, page, errors };
    },
  };
}

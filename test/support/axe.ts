/// <reference lib="dom" />
// axe-core (pinned) run inside a Chromium page of the web tests: the serious and critical
// violations on the page as it stands.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

/** axe-core's serious and critical violations on the page as it stands (rule id and the first target). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP (script-src 'self') refuses an injected <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const found = await page.evaluate(async () => {
    const r = await (
      window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
    ).axe.run(document, {
      resultTypes: ['violations'],
      // Off by default (experimental) in axe-core, and one the cards once failed.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) at ${v.nodes[0]?.target.join(' ')}`);
  });
  return found;
}

/// <reference lib="dom" />
// Security headers (issue 38, finding 8): every answer carries a Content-Security-Policy with
// frame-ancestors (FRAME_ANCESTORS), X-Content-Type-Options: nosniff and no X-Powered-By; the
// page still works under the policy in Chromium (no violation reported while a person registers
// and sits down against bots), and FRAME_ANCESTORS names who may frame it.
import request from 'supertest';
import { useTestServer } from '../support/app.js';
import { describeBrowser, useBrowser } from '../support/browser.js';

function expectHeaders(res: request.Response, ancestors: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp).toContain(`frame-ancestors ${ancestors}`);
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describeBrowser('security headers and the page under its CSP', () => {
  const { server: suite, newPage } = useBrowser();

  it('sends the headers on the page, its assets, the API and /health', async () => {
    const page = await request(suite.s.httpUrl).get('/');
    expect(page.status).toBe(200);
    expectHeaders(page, "'self'");
    const asset = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(asset).toBeDefined();
    expectHeaders(await request(suite.s.httpUrl).get(`/${asset!.replace(/^\//, '')}`), "'self'");
    expectHeaders(await request(suite.s.httpUrl).post('/graphql').set('content-type', 'application/json').send({ query: '{ __typename }' }), "'self'");
    expectHeaders(await request(suite.s.httpUrl).get('/health'), "'self'");
  });

  it('the page works under the policy: no violation while a person registers and sits down against bots', async () => {
    const { ctx, page, errors } = await newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(suite.s.httpUrl + '/');
    await page.fill('#name', 'Ann');
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid=play-bots]');
    await page.click('[data-testid=play-bots]');
    await page.waitForSelector('.felt');
    // The feed (websocket) brings the hand: 10 cards.
    await page.waitForFunction(() => document.querySelectorAll('.my-hand [data-card]').length >= 10, null, { timeout: 30_000 });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('FRAME_ANCESTORS', () => {
  const suite = useTestServer({ FRAME_ANCESTORS: "'self' https://club.example" });

  it('names who may frame the page', async () => {
    expectHeaders(await request(suite.s.httpUrl).get('/health'), "'self' https://club.example");
  });
});

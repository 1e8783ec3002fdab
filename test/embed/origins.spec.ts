// What goes into the embed page's frame-ancestors and its postMessage targets: origins only, as
// browsers write them; anything that could widen or break the policy is left out (src/embed/origins.ts).
// And the page's asset paths as seen from /embed/<tableId> (src/embed/embed-page.ts).
import { embedHtml } from '../../src/embed/embed-page.js';
import { cleanOrigins, frameAncestors, isOrigin } from '../../src/embed/origins.js';

describe('embed origins', () => {
  it('keeps scheme, host and port only, as URL.origin writes them, once each', () => {
    expect(cleanOrigins(['https://Club.Example', 'http://127.0.0.2:8080', 'https://club.example', 'https://club.example:443', 'http://[::1]:3000'])).toEqual([
      'https://club.example',
      'http://127.0.0.2:8080',
      'http://[::1]:3000',
    ]);
  });

  it('leaves out what is not an origin', () => {
    for (const bad of [
      "'self'",
      "'none'",
      '*',
      'https://*.example',
      'club.example',
      'https://club.example/',
      'https://club.example/path',
      'https://club.example?x',
      'https://club.example; script-src *',
      'https://club.example https://evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://club.example',
      '',
    ])
      expect([bad, isOrigin(bad)]).toEqual([bad, false]);
    expect(cleanOrigins(['https://club.example; script-src *', 'https://ok.example'])).toEqual(['https://ok.example']);
  });

  it("is 'none' for a table whose platform registered no origin (or that has none)", () => {
    expect(frameAncestors([])).toEqual(["'none'"]);
    expect(frameAncestors(['*'])).toEqual(["'none'"]);
    expect(frameAncestors(['https://club.example'])).toEqual(['https://club.example']);
  });

  it("points the built page's relative assets one level up", () => {
    const built =
      '<script type="module" crossorigin src="./assets/index-a.js"></script><link rel="stylesheet" crossorigin href="./assets/index-b.css"><link rel="icon" href="data:,">';
    expect(embedHtml(built)).toBe(
      '<script type="module" crossorigin src="../assets/index-a.js"></script><link rel="stylesheet" crossorigin href="../assets/index-b.css"><link rel="icon" href="data:,">',
    );
  });
});

// docs/tarock.md's table "Options by variant" says what tarockGame.configure takes: each option's
// yes/refused per variant is the engine's TAROCK_VARIANT_OPTIONS.
import { readFileSync } from 'node:fs';
import { TAROCK_VARIANT_OPTIONS } from '../../src/engine/tarock/game.js';

function table(): Map<string, { simple: boolean; haferl: boolean }> {
  const md = readFileSync('docs/tarock.md', 'utf8');
  const part = md.slice(md.indexOf('### Options by variant'));
  const rows = new Map<string, { simple: boolean; haferl: boolean }>();
  for (const line of part.split('\n').slice(1)) {
    if (line.startsWith('###')) break;
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([a-zA-Z]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, { simple: cells[2] !== 'refused', haferl: cells[3] !== 'refused' });
  }
  return rows;
}

describe('docs/tarock.md: options by variant', () => {
  it('lists every Tarock option with what each variant takes, as the engine checks it', () => {
    const rows = table();
    const options = [
      ...new Set([...TAROCK_VARIANT_OPTIONS.simple, ...TAROCK_VARIANT_OPTIONS.haferl, 'heartFrage', 'bettel', 'pickUpHeartsOnly', 'fixedStakes']),
    ];
    expect([...rows.keys()].sort()).toEqual(options.sort());
    for (const o of options) {
      expect({ o, ...rows.get(o) }).toEqual({ o, simple: TAROCK_VARIANT_OPTIONS.simple.includes(o), haferl: TAROCK_VARIANT_OPTIONS.haferl.includes(o) });
    }
  });
});

// Tarock's half of the service's engine adapter: what the redaction calls public really is public.
import {
  applyTarockAction,
  buildTarockConfig,
  isPublicTarockEvent,
  legalTarock,
  newTarockMatch,
  redactTarockEvent,
  tarockDealOpening,
  type TarockEvent,
} from '../../../src/engine/tarock/index.js';

describe('Tarock events', () => {
  // The redaction passes a public event through, so "public, yet redacted differently" cannot
  // happen; what can fail here is a private type whose redaction hides nothing, or a public one
  // left out of the predicate. A private event wrongly called public is the leak tests' to catch.
  it('an event called public is redacted alike for every viewer, and every other one differs for some viewer', () => {
    const built = buildTarockConfig('tarock', 4, 1, {});
    if (!built.ok) throw new Error(built.message);
    let state = newTarockMatch(built.config, 'public-events');
    const events: TarockEvent[] = [...tarockDealOpening(state)];
    // Random legal play from a fixed sequence, so the run is the same every time.
    let r = 7;
    for (let i = 0; i < 2000 && !state.over; i++) {
      const legal = legalTarock(state);
      r = (r * 1103515245 + 12345) % 2147483648;
      const a = legal[r % legal.length];
      const applied = applyTarockAction(state, a as unknown as Parameters<typeof applyTarockAction>[1]);
      if (!applied.ok) throw new Error(applied.message);
      state = applied.state;
      events.push(...applied.events);
    }
    const kinds = new Map<string, boolean>();
    for (const e of events) {
      const views = ([0, 1, 2, 3, 'spectator'] as const).map((v) => JSON.stringify(redactTarockEvent(e, v)));
      const alike = views.every((v) => v === views[0]);
      expect([e.type, isPublicTarockEvent(e)]).toEqual([e.type, alike]);
      kinds.set(e.type, alike);
    }
    expect(new Set(kinds.values())).toEqual(new Set([true, false]));
  });
});

// The no-op mutation of `npm run bench:api` (the framework floor) is no part of the public
// schema: served only when the bench's server is started with BENCH_NOOP=1.
import { useTestServer } from '../support/app.js';

describe('the benchmark no-op', () => {
  describe('by default', () => {
    const suite = useTestServer();
    it('is not in the schema', async () => {
      const res = await suite.s.gql('mutation { noop }', {});
      expect(res.errors?.[0]?.message).toMatch(/noop/);
      expect(res.data).toBeUndefined();
    });
  });

  describe('with BENCH_NOOP=1', () => {
    const suite = useTestServer({ BENCH_NOOP: '1' });
    it('answers true', async () => {
      expect(await suite.s.ok<{ noop: boolean }>('mutation { noop }', {})).toEqual({ noop: true });
    });
  });
});

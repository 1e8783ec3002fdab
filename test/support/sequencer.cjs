// Longest test files first, so that no worker is left with a long file at the end of a run. Jest's
// own order uses the durations in its cache, which a fresh clone does not have (it then sorts by
// file size): here durations.json (seconds per file, from a measured run: `node
// scripts/test-counts.cjs --durations run.json`) stands in for a missing cache entry.
const Sequencer = require('@jest/test-sequencer').default;
const { relative } = require('node:path');
const known = require('./durations.json');

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = (t) => {
      const cached = this.time(t);
      if (cached != null) return cached / 1000;
      const committed = known[relative(t.context.config.rootDir, t.path)];
      // A file never measured: about one second per KB (e2e files are a few KB and a few seconds).
      return committed ?? (t.context.hasteFS.getSize(t.path) ?? 0) / 1000;
    };
    const failed = new Map(tests.map((t) => [t, this.hasFailed(t)]));
    const time = new Map(tests.map((t) => [t, seconds(t)]));
    return [...tests].sort((a, b) => Number(failed.get(b)) - Number(failed.get(a)) || time.get(b) - time.get(a));
  }
};

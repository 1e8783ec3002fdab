// Counts the server's PostgreSQL queries by their text, for a bench run:
//   BENCH_SERVER_ARGS="--require $PWD/scripts/count-queries.cjs" npm run bench:api -- ...
// and, while it runs, `pkill -WINCH -f dist/bench-server/src/main.js`: each SIGWINCH
// writes the counts since the last one to $QUERY_COUNTS_DIR (default /tmp) as
// query-counts.<ms since epoch>.txt, "count<TAB>query text" (named statements by their name),
// most frequent first. (SIGWINCH: Nest shuts down on SIGUSR2.)
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const pg = require(join(process.cwd(), 'node_modules/pg'));

const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config && config.name ? `NAMED ${config.name} ${config.text ?? ''}` : config?.text;
  const key = String(text).replace(/\s+/g, ' ').slice(0, 160);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.call(this, config, values, callback);
};
process.on('SIGWINCH', () => {
  const rows = [...counts].sort((a, b) => b[1] - a[1]);
  writeFileSync(join(process.env.QUERY_COUNTS_DIR ?? '/tmp', `query-counts.${Date.now()}.txt`), rows.map(([k, v]) => `${v}\t${k}`).join('\n') + '\n');
  counts.clear();
});

// Drops the run's databases (support/database.ts leaves them to this) and its template database,
// then removes the run's scratch directory (with the PGlite copies in it).
const { require: tsxRequire } = require('tsx/cjs/api');
const removeRunDir = require('./global-teardown.cjs');

module.exports = async () => {
  const { dropTemplate } = tsxRequire('./support/db-template.ts', __filename);
  const { dropRunDatabases, runDatabasePrefix } = tsxRequire('./support/database.ts', __filename);
  const prefix = runDatabasePrefix();
  if (process.env.DATABASE_URL && prefix) await dropRunDatabases(process.env.DATABASE_URL, prefix);
  await dropTemplate();
  delete process.env.SKAT_TEST_TEMPLATE_DB;
  delete process.env.SKAT_TEST_TEMPLATE_DIR;
  await removeRunDir();
};

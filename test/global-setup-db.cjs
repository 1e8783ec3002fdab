// For the projects with e2e files: the run's scratch directory, and the database migrated once
// that each file's database is copied from (support/db-template.ts, loaded with tsx: the global
// setup runs outside Jest's ESM transform).
const { require: tsxRequire } = require('tsx/cjs/api');
const runDir = require('./global-setup.cjs');

module.exports = async () => {
  await runDir();
  if (process.env.SKAT_TEST_TEMPLATE_DB || process.env.SKAT_TEST_TEMPLATE_DIR) return;
  const { createTemplate } = tsxRequire('./support/db-template.ts', __filename);
  Object.assign(process.env, await createTemplate(process.env.SKAT_TEST_RUN_DIR));
};

// Drops the run's template database, then removes the run's scratch directory.
const { require: tsxRequire } = require('tsx/cjs/api');
const removeRunDir = require('./global-teardown.cjs');

module.exports = async () => {
  const { dropTemplate } = tsxRequire('./support/db-template.ts', __filename);
  await dropTemplate();
  delete process.env.SKAT_TEST_TEMPLATE_DB;
  delete process.env.SKAT_TEST_TEMPLATE_DIR;
  await removeRunDir();
};

// One scratch directory per Jest run for the builds the test files share (support/once-per-run.ts);
// workers start after this and inherit the variable. Also run by global-setup-db.cjs: the second
// call keeps the first directory.
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');

module.exports = async () => {
  if (process.env.SKAT_TEST_RUN_DIR) return;
  const dir = join(process.cwd(), '.e2e-build', `run-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  process.env.SKAT_TEST_RUN_DIR = dir;
};

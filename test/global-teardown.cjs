const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.SKAT_TEST_RUN_DIR) rmSync(process.env.SKAT_TEST_RUN_DIR, { recursive: true, force: true });
};

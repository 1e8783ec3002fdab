// `npm test`: the unit project first, stopping at its first failure, then the e2e and deep
// projects side by side in one Jest run (jest.config.cjs), without the smoke versions of the deep
// suites that run in full there. With arguments (`npm test -- <path or
// Jest options>`) it is one plain Jest run over all projects with those arguments.
// SKAT_TEST_JSON=<prefix>: each phase's Jest --json output in <prefix>-unit.json and <prefix>-rest.json
// (for scripts/test-counts.cjs). SKAT_TEST_WORKERS=<n>: Jest's --maxWorkers for both phases (default:
// jest.config.cjs's 2 for unit, whose files keep the cores busy; 3 for e2e and deep, whose files
// also wait on servers and browsers: eea2156's message has the figures).
const { spawnSync } = require('node:child_process');

const jest = (args, env = {}) =>
  spawnSync(process.execPath, [require('node:path').join(__dirname, '..', 'node_modules', 'jest', 'bin', 'jest.js'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

const args = process.argv.slice(2);
const workers = (fallback) => (process.env.SKAT_TEST_WORKERS ? [`--maxWorkers=${process.env.SKAT_TEST_WORKERS}`] : fallback);
const json = (phase) => (process.env.SKAT_TEST_JSON ? ['--json', `--outputFile=${process.env.SKAT_TEST_JSON}-${phase}.json`] : []);
let status = args.length ? jest(args) : jest(['--selectProjects', 'unit', '--bail', ...workers([]), ...json('unit')]);
if (!args.length && status === 0)
  status = jest(['--selectProjects', 'e2e', 'deep', ...workers(['--maxWorkers=3']), ...json('rest')], { SKAT_TEST_SKIP_SMOKE: '1' });
process.exit(status);

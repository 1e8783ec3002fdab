// `npm test`: the unit project first, stopping at its first failure, then the e2e and deep
// projects side by side in one Jest run (jest.config.cjs). With arguments (`npm test -- <path or
// Jest options>`) it is one plain Jest run over all projects with those arguments.
const { spawnSync } = require('node:child_process');

const jest = (args) => spawnSync(process.execPath, ['--experimental-vm-modules', require.resolve('jest/bin/jest.js'), ...args], { stdio: 'inherit' }).status ?? 1;

const args = process.argv.slice(2);
let status = args.length ? jest(args) : jest(['--selectProjects', 'unit', '--bail']);
if (!args.length && status === 0) status = jest(['--selectProjects', 'e2e', 'deep']);
process.exit(status);

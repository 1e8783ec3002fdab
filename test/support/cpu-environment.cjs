// The tests' environment (environment.cjs) that also appends each test file's CPU time to the
// file named by SKAT_TEST_CPU (one JSON line per file: seconds of wall time, of the worker
// process's own CPU with its threads, such as PGlite's, and of its ended child processes, such as
// Chromium or a child server), so a run shows where its CPU goes
// (`node scripts/test-counts.cjs --cpu FILE`).
// jest.config.cjs uses it only when SKAT_TEST_CPU is set. A worker runs one file at a time, so the
// worker's CPU between setup and teardown is the file's.
const { appendFileSync, readFileSync } = require('node:fs');
const { relative } = require('node:path');
const Environment = require('./environment.cjs');

/** CPU seconds of this process's ended and reaped children (and theirs): /proc/self/stat's cutime + cstime. */
function childrenCpu() {
  try {
    // The command name may hold spaces and parentheses; the fields after its last ')' hold neither.
    // Fields 16 and 17 of proc(5), in clock ticks (100 per second on Linux).
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0; // not Linux: own CPU only
  }
}

module.exports = class CpuEnvironment extends Environment {
  constructor(config, context) {
    super(config, context);
    this.file = relative(config.projectConfig.rootDir, context.testPath);
  }

  async setup() {
    this.start = { wall: Date.now(), own: process.cpuUsage(), children: childrenCpu() };
    await super.setup();
  }

  async teardown() {
    await super.teardown();
    const own = process.cpuUsage(this.start.own);
    const line = {
      file: this.file,
      wall: (Date.now() - this.start.wall) / 1000,
      cpu: (own.user + own.system) / 1e6,
      children: childrenCpu() - this.start.children,
    };
    appendFileSync(process.env.SKAT_TEST_CPU, `${JSON.stringify(line)}\n`);
  }
};

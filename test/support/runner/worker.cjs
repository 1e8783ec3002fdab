// A test worker (runner/index.cjs forks them): runs test files one at a time in this process,
// with Jest's own test framework (jest-circus: hooks, timeouts, `each`, assertion counts, failure
// messages) and `expect`, but without Jest's module sandbox: the sources load once per worker
// (runner/register.cjs) and stay compiled and warm for the next file, and their globals are the
// process's own. Files must clean up what they start (servers, spies, environment variables), as
// they do for the next test in the same file.
const { appendFileSync, mkdirSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { pathToFileURL } = require('node:url');
const { ModuleMocker } = require('jest-mock');
const { buildFailureTestResult } = require('@jest/test-result');
const { formatExecError } = require('jest-message-util');
const { procStat } = require('./proc-stat.cjs');

const mocker = new ModuleMocker(globalThis);
// Jest's `jest` object, the part the tests use.
globalThis.jest = {
  fn: mocker.fn.bind(mocker),
  spyOn: mocker.spyOn.bind(mocker),
  clearAllMocks: mocker.clearAllMocks.bind(mocker),
  resetAllMocks: mocker.resetAllMocks.bind(mocker),
  restoreAllMocks: mocker.restoreAllMocks.bind(mocker),
};

// jest-circus's entry for a test file; a fresh copy per file holds that file's tests and hooks.
const CIRCUS_INIT = join(dirname(require.resolve('jest-circus/package.json')), 'build', 'jestAdapterInit.js');
// What jest-circus asks of Jest's module runtime, which this worker does without.
const runtime = { enterTestCode() {}, leaveTestCode() {} };

/** CPU seconds of this process's ended and reaped children (and theirs); 0 without /proc (own CPU only). */
const childrenCpu = () => procStat()?.children ?? 0;

let runs = 0;

async function runFile(path, config, globalConfig) {
  // A fresh jest-circus: its state, and its event handlers, which it keeps on globalThis.
  delete require.cache[CIRCUS_INIT];
  delete globalThis[Symbol.for('EVENT_HANDLERS')];
  const { initialize, runAndTransformResultsToJestFormat } = require(CIRCUS_INIT);
  await initialize({
    config,
    environment: { global: globalThis },
    globalConfig,
    localRequire: require,
    parentProcess: process,
    runtime,
    sendMessageToJest: undefined,
    setGlobalsForRuntime: (globals) => Object.assign(globalThis, globals),
    testPath: path,
  });
  // The file itself evaluated afresh (it may run again in this worker, under another project).
  delete require.cache[path];
  await import(`${pathToFileURL(path).href}?run=${++runs}`);
  // No setupFilesAfterEnv here, so no time of theirs in the result's perfStats.
  return runAndTransformResultsToJestFormat({ config, globalConfig, setupAfterEnvPerfStats: {}, testPath: path });
}

/**
 * SKAT_TEST_PROFILE=<dir>: this file's CPU profile of this process's main thread, written to
 * <dir>/<file>.cpuprofile (its path under the root, `_` for `/`). Returns the function that stops
 * and writes it.
 */
async function startProfile(file) {
  const dir = process.env.SKAT_TEST_PROFILE;
  if (!dir) return async () => {};
  const session = new (require('node:inspector').Session)();
  const post = (method) => new Promise((resolve, reject) => session.post(method, (e, r) => (e ? reject(e) : resolve(r))));
  session.connect();
  await post('Profiler.enable');
  await post('Profiler.start');
  return async () => {
    const { profile } = await post('Profiler.stop');
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${file.replace(/[/\\]/g, '_')}.cpuprofile`), JSON.stringify(profile));
  };
}

/** Runs one test file; Jest's TestResult for it. */
exports.run = async function run({ path, config, globalConfig }) {
  const file = relative(config.rootDir, path);
  // The profiler starts before and stops after the file's measured time and CPU.
  const endProfile = await startProfile(file);
  const start = Date.now();
  const cpu = process.env.SKAT_TEST_CPU ? { own: process.cpuUsage(), children: childrenCpu() } : null;
  let result;
  // A test's process.exit (Nest's on a failed app.get, say) fails that test, as under Jest's
  // sandbox, instead of ending the worker.
  const exit = process.exit;
  process.exit = (code) => {
    throw new Error(`process.exit(${code ?? ''}) called`);
  };
  try {
    result = await runFile(path, config, globalConfig);
  } catch (error) {
    result = buildFailureTestResult(path, error);
    result.failureMessage = formatExecError(error, config, globalConfig, path);
  } finally {
    process.exit = exit;
    mocker.restoreAllMocks();
  }
  const end = Date.now();
  result.perfStats = { ...result.perfStats, start, end, runtime: end - start, slow: (end - start) / 1000 > config.slowTestThreshold };
  result.testFilePath = path;
  result.displayName = config.displayName;
  result.skipped = result.numPendingTests > 0 && result.numPassingTests + result.numFailingTests === 0;
  if (cpu) {
    // Per file: wall seconds, this worker's own CPU (its threads, such as PGlite's, included) and
    // that of its ended child processes (Chromium, child servers); `node scripts/test-counts.cjs --cpu FILE`.
    const own = process.cpuUsage(cpu.own);
    const line = {
      file,
      wall: (end - start) / 1000,
      cpu: (own.user + own.system) / 1e6,
      children: childrenCpu() - cpu.children,
    };
    appendFileSync(process.env.SKAT_TEST_CPU, `${JSON.stringify(line)}\n`);
  }
  await endProfile();
  // jest-worker packs what its channel cannot clone (a failed matcher's received function, say).
  return result;
};

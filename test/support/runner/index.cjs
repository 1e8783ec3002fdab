// The tests' Jest runner (jest.config.cjs `runner`): test files in a few long-lived worker
// processes (runner/worker.cjs), each running its files one at a time without Jest's per-file
// module sandbox. In that sandbox every file imported the app again (about a CPU second per e2e
// file) and ran it cold, and every global the app's libraries read went through the sandbox's
// interceptor.
const { Worker } = require('jest-worker');

class TestRunner {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
  }

  async runTests(tests, watcher, onStart, onResult, onFailure) {
    const workers = Math.max(1, Math.min(this.globalConfig.maxWorkers, tests.length));
    const worker = new Worker(require.resolve('./worker.cjs'), {
      exposedMethods: ['run'],
      numWorkers: workers,
      maxRetries: 0,
      enableWorkerThreads: false,
      // An idle worker takes the next file (round-robin would queue it behind a busy one).
      workerSchedulingPolicy: 'in-order',
      // SKAT_TEST_PROFILE=<dir>: a CPU profile of each test file in <dir> (runner/worker.cjs).
      forkOptions: { execArgv: ['--require', require.resolve('./register.cjs')] },
    });
    worker.getStdout().pipe(process.stdout);
    worker.getStderr().pipe(process.stderr);
    const queue = [...tests];
    const next = async () => {
      for (let test = queue.shift(); test; test = queue.shift()) {
        if (watcher.isInterrupted()) return;
        await onStart(test);
        try {
          const result = await worker.run({ path: test.path, config: test.context.config, globalConfig: this.globalConfig });
          await onResult(test, result);
        } catch (error) {
          await onFailure(test, { message: error.message, stack: error.stack });
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: workers }, next));
    } finally {
      // A worker's PGlite thread and the files' leftovers need not end gracefully: the run is over.
      await worker.end();
    }
  }
}

module.exports = TestRunner;

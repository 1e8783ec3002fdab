// `node test/support/transpile-server.cjs <outDir>`: the server for the child-process tests
// (child-server.ts) and for `schema:check`, each file of tsconfig.build.json (and the SDK files
// src/ imports) transpiled alone to CommonJS by SWC as the test workers load it (swc-options.cjs):
// tsc's output without its type check (`npm run typecheck` does that), in an eighth of
// ts.transpileModule's CPU. Decorator metadata names a class only where the file can see it
// (Object otherwise), as in the in-process tests.
const swc = require('@swc/core');
const { swcOptions } = require('./swc-options.cjs');
const ts = require('typescript');
const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const root = resolve(__dirname, '../..');
const outDir = resolve(process.argv[2]);
const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.build.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
const options = swcOptions(false);
const sdk = readdirSync(join(root, 'sdk/src'), { recursive: true })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(root, 'sdk/src', f));
for (const file of [...config.fileNames, ...sdk]) {
  if (file.endsWith('.d.ts')) continue;
  const { code } = swc.transformSync(readFileSync(file, 'utf8'), { ...options, filename: file });
  const out = join(outDir, relative(root, file).replace(/\.ts$/, '.js'));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
}

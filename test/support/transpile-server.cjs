// `node test/support/transpile-server.cjs <outDir>`: the server for the child-process tests
// (child-server.ts), each file of tsconfig.build.json (and the SDK files src/ imports) transpiled
// alone with its compiler options: tsc's output without its type check (`npm run typecheck` does
// that), a third of its CPU. Decorator metadata then names a class only where the file can see
// it (Object otherwise), as in the in-process tests' transform.
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
// Per file: no program, so none of the options that need one.
const options = { ...config.options, outDir: undefined, rootDir: undefined, paths: undefined, sourceMap: false, declaration: false };
const sdk = readdirSync(join(root, 'sdk/src'), { recursive: true })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(root, 'sdk/src', f));
for (const file of [...config.fileNames, ...sdk]) {
  if (file.endsWith('.d.ts')) continue;
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file });
  const out = join(outDir, relative(root, file).replace(/\.ts$/, '.js'));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, outputText);
}

// ESM load hook (registered by register.cjs) for the worker's `import()` of a test file: a `.ts`
// file is CommonJS, for the loader that register.cjs taught to transpile it. (An `import()` of a
// source file in a test would see only a default export: import it statically.)
export async function load(url, context, next) {
  if (url.startsWith('file:') && new URL(url).pathname.endsWith('.ts')) return { format: 'commonjs', shortCircuit: true };
  return next(url, context);
}

// @swc/jest, then in front of each module its own bindings of the built-in globals (`var Math =
// globalThis.Math, ...`). Jest runs a test file in a vm context, where every read of a global goes
// through the context's interceptor: `Math.imul` in the solver's inner loop cost a hundred times
// more there than in a plain module (the strategies' legality property took 27 CPU s, 4 with the
// bindings). A module binding is read like any local. Only ECMAScript built-ins that nobody
// replaces: Jest's fake timers replace setTimeout and Date, which stay globals. A module that
// declares, assigns or destructures one of the names keeps the global.
const swcJest = require('@swc/jest');

const GLOBALS = [
  'Math',
  'Number',
  'String',
  'Boolean',
  'Symbol',
  'BigInt',
  'Object',
  'Array',
  'JSON',
  'Reflect',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'RegExp',
  'Error',
  'TypeError',
  'RangeError',
  'ArrayBuffer',
  'Int8Array',
  'Uint8Array',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
];
/** Part of the cache key: change it when the bindings change. */
const VERSION = 'module-globals-3';

/** The names `code` neither declares (a second declaration would not parse) nor assigns, destructures or uses as a key. */
function free(code) {
  return GLOBALS.filter(
    (g) =>
      !new RegExp(
        `\\b(?:const|let|var|class|function\\*?)\\s+${g}\\b|\\bimport\\s*(?:${g}\\b|\\{[^}]*\\b${g}\\b[^}]*\\}|\\*\\s*as\\s+${g}\\b)|(?<![.\\w$])${g}\\s*(?:=(?!=)|,|\\}|:(?!:))`,
      ).test(code),
  );
}

/** `code` with the bindings on its first line (after a "use strict"), so that the source map's lines still hold. */
function withGlobals(code) {
  const names = free(code);
  if (!names.length) return code;
  const head = /^\s*(['"])use strict\1;?/.exec(code)?.[0] ?? '';
  const end = /use strict['"]$/.test(head) ? ';' : '';
  return `${head}${end}var ${names.map((g) => `${g} = globalThis.${g}`).join(', ')}; ${code.slice(head.length)}`;
}

module.exports = {
  createTransformer(options) {
    const inner = swcJest.createTransformer(options);
    const wrap = (out) => (typeof out === 'string' ? withGlobals(out) : { ...out, code: withGlobals(out.code) });
    return {
      ...inner,
      process: (src, filename, jestOptions) => wrap(inner.process(src, filename, jestOptions)),
      processAsync: async (src, filename, jestOptions) => wrap(await inner.processAsync(src, filename, jestOptions)),
      getCacheKey: (src, filename, ...rest) => `${inner.getCacheKey(src, filename, ...rest)}-${VERSION}`,
    };
  },
};

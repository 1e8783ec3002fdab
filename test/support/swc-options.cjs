// SWC's options for TypeScript the way `npm run build` (tsc, module nodenext) emits it, one file at
// a time: CommonJS with dynamic import() kept, the legacy decorators and the metadata NestJS and
// TypeORM read. Used by the test workers (runner/register.cjs) and the child servers' build
// (transpile-server.cjs).
exports.swcOptions = (sourceMaps) => ({
  swcrc: false,
  configFile: false,
  sourceMaps,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
  },
  module: { type: 'commonjs', ignoreDynamic: true },
});

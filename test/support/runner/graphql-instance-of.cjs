// graphql-js's instanceOf as it is under NODE_ENV=production (register.cjs hands it to graphql's
// own modules). Its development version looks for a second copy of graphql each time a type check
// fails, a tenth of the CPU of an e2e test; Jest runs with NODE_ENV=test.
exports.instanceOf = (value, constructor) => value instanceof constructor;

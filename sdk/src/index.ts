// The TypeScript SDK of the Skat service: typed documents and result types generated from
// schema.gql and the operations in ./operations (`npm run sdk:generate`; CI runs
// `npm run sdk:check`), a fetch transport for queries and mutations, graphql-ws for the
// `tableEvents` feed, and the action mutations by name. Runs in Node (≥ 20.19) and browsers.
export * from './generated/graphql.js';
export * from './transport.js';
export * from './actions.js';

// Prints the code-first GraphQL schema to schema.gql (`npm run schema:print`), or with
// --check compares it with the committed file and exits 1 when they differ (`schema:check`).
// The resolvers are loaded from the server transpiled file by file (test/support/transpile-server.cjs,
// the build the child-process tests run): code-first GraphQL needs the decorator metadata that
// TypeScript emits and tsx (esbuild) does not. No type check here (`npm run typecheck` does that):
// a third of a full tsc's CPU. An e2e test checks that the running app's schema equals the file.
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

async function main(): Promise<void> {
  // Inside the tree, so that the build finds node_modules.
  const out = resolve('.e2e-build', `schema-${process.pid}`);
  let built: { RESOLVERS: Function[]; SCHEMA_HEADER: string };
  try {
    execFileSync(process.execPath, [resolve('test/support/transpile-server.cjs'), out], { stdio: 'pipe' });
    built = require(join(out, 'src/schema.js')) as typeof built;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const { RESOLVERS, SCHEMA_HEADER } = built;
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const schema = await app.get(GraphQLSchemaFactory).create(RESOLVERS);
  await app.close();
  const text = SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
  const file = 'schema.gql';
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      /* missing counts as different */
    }
    if (current !== text) {
      process.stderr.write(`${file} is out of date: run \`npm run schema:print\` and commit it.\n`);
      process.exit(1);
    }
    process.stdout.write(`${file} is up to date.\n`);
    return;
  }
  writeFileSync(file, text);
  process.stdout.write(`wrote ${file}\n`);
}

void main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});

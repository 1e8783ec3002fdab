// Prints the code-first GraphQL schema to schema.gql (`npm run schema:print`), or with
// --check compares it with the committed file and exits 1 when they differ (`schema:check`).
// The resolvers are loaded from tsc output: code-first GraphQL needs the decorator metadata
// that tsc emits and tsx (esbuild) does not.
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

async function main(): Promise<void> {
  try {
    execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { stdio: 'pipe' });
  } catch {
    // tsc still emits on type errors elsewhere; the typecheck step reports those.
  }
  const { RESOLVERS, SCHEMA_HEADER } = require(resolve('dist/src/schema.js')) as { RESOLVERS: Function[]; SCHEMA_HEADER: string };
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

import { Mutation, Resolver } from '@nestjs/graphql';

/**
 * The framework floor: a mutation that does nothing, served through the same HTTP, GraphQL,
 * context (token lookup when one is sent) and validation stack as every action. `npm run
 * bench:api` compares the action rate with this one (docs/benchmarks.md). Served only with
 * BENCH_NOOP=1 (health.module.ts).
 */
@Resolver()
export class NoopResolver {
  @Mutation(() => Boolean, { description: 'Does nothing and returns true: the framework floor of npm run bench:api.' })
  noop(): boolean {
    return true;
  }
}

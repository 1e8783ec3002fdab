// Health feature: GET /health reports whether the database is reachable (@nestjs/terminus),
// and, only with BENCH_NOOP=1 (npm run bench:api sets it), the no-op mutation that measures the
// framework floor (noop.resolver.ts): it is no part of the public schema.
import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { NoopResolver } from './noop.resolver.js';

@Module({})
export class HealthModule {
  static forRoot(noop: boolean): DynamicModule {
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ gracefulShutdownTimeoutMs: 0 })],
      controllers: [HealthController],
      providers: noop ? [NoopResolver] : [],
    };
  }
}

// Health feature: GET /health reports whether the database is reachable (@nestjs/terminus),
// and the no-op mutation that measures the framework floor (noop.resolver.ts).
import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { NoopResolver } from './noop.resolver.js';

@Module({ imports: [TerminusModule.forRoot({ gracefulShutdownTimeoutMs: 0 })], controllers: [HealthController], providers: [NoopResolver] })
export class HealthModule {}

// Health feature: GET /health reports whether the database is reachable (@nestjs/terminus).
import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';

@Module({ imports: [TerminusModule.forRoot({ gracefulShutdownTimeoutMs: 0 })], controllers: [HealthController] })
export class HealthModule {}

// Scheduler feature: table leases in PostgreSQL, so that with several instances exactly one
// does a table's time-driven work (server bots and turn timers in src/server-bots/).
import { Module } from '@nestjs/common';
import { TableLeasesRepository } from './table-leases.repository.js';
import { TableLeases } from './table-leases.service.js';

@Module({ providers: [TableLeasesRepository, TableLeases], exports: [TableLeases] })
export class SchedulerModule {}

// Closes open tables whose match never started (OPEN_TABLE_EXPIRY_SECONDS after their
// creation), so tables nobody fills do not pile up in the lobby and count against their
// creator's cap forever. Runs on the scheduler's tick (src/scheduler/) of every instance;
// TablesService.closeExpired re-checks each table under its row lock, so one instance closes it.
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Env } from '../config/env.js';
import { TableLeases } from '../scheduler/table-leases.service.js';
import { TablesRepository } from './tables.repository.js';
import { TablesService } from './tables.service.js';

/** Tables closed per tick at most; the rest wait for the next tick. */
const PER_TICK = 100;

@Injectable()
export class OpenTableExpiry implements OnModuleInit {
  private readonly logger = new Logger(OpenTableExpiry.name);

  constructor(
    private readonly tables: TablesRepository,
    private readonly service: TablesService,
    private readonly leases: TableLeases,
    private readonly env: Env,
  ) {}

  onModuleInit(): void {
    this.leases.addSweep(() => this.sweep());
  }

  async sweep(): Promise<void> {
    const seconds = this.env.OPEN_TABLE_EXPIRY_SECONDS;
    for (const id of await this.tables.expiredOpen(seconds, PER_TICK)) {
      if (await this.service.closeExpired(id, seconds)) this.logger.log({ tableId: id }, 'closed an open table that never started');
    }
  }
}

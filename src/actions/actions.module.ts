// Actions feature: the shared action service behind every bidding/play mutation (an accepted
// action is one autocommit statement, TableStore.appendMove; publish after it committed), the
// legalActions query, and the rebuild of a match from its log.
import { Module } from '@nestjs/common';
import { RatingsModule } from '../ratings/ratings.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { ActionService } from './action.service.js';
import { ActionsResolver } from './actions.resolver.js';
import { TableActionsRepository } from './table-actions.repository.js';

@Module({
  imports: [TablesModule, RatingsModule],
  providers: [ActionService, TableActionsRepository, ActionsResolver],
  exports: [ActionService, TableActionsRepository],
})
export class ActionsModule {}

// Actions feature: the shared action service behind every bidding/play mutation (an accepted
// action is one autocommit statement, TableStore.appendMove; publish after it committed), the
// legalActions query, the rebuild of a match from its log, and the match-end hooks (what a
// finishing move writes besides the move: registered by ratings) and the move hooks (what any
// move writes besides itself: registered by webhooks).
import { Module } from '@nestjs/common';
import { TablesModule } from '../tables/tables.module.js';
import { ActionService } from './action.service.js';
import { ActionsResolver } from './actions.resolver.js';
import { MatchEndHooks } from './match-end-hooks.js';
import { MoveHooks } from './move-hooks.js';
import { TableActionsRepository } from './table-actions.repository.js';

@Module({
  imports: [TablesModule],
  providers: [ActionService, TableActionsRepository, ActionsResolver, MatchEndHooks, MoveHooks],
  exports: [ActionService, TableActionsRepository, MatchEndHooks, MoveHooks],
})
export class ActionsModule {}

// Play feature: cards to tricks, Kontra/Re and the concessions (give up, lay open, concede),
// as far as the table's rules allow (the engine decides).
import { Module } from '@nestjs/common';
import { ActionsModule } from '../../actions/actions.module.js';
import { PlayResolver } from './play.resolver.js';

@Module({ imports: [ActionsModule], providers: [PlayResolver] })
export class PlayModule {}

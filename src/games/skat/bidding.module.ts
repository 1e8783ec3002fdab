// Bidding feature: bid, hold, pass, pick up the skat or play Hand, discard, declare (and the
// Grand Hand offer of Bock/Ramsch rounds). Rules live in the engine; the action service does the rest.
import { Module } from '@nestjs/common';
import { ActionsModule } from '../../actions/actions.module.js';
import { BiddingResolver } from './bidding.resolver.js';

@Module({ imports: [ActionsModule], providers: [BiddingResolver] })
export class BiddingModule {}

// The single-deal engine functions the match layer uses, imported from their modules (not from
// ../index, which re-exports this folder: importing it here would be circular).
export { applyDeal, createDeal, dealResult, dealtEvent, isDealOver, legalDealActions } from '../deal/deal';
export { isPublicDealEvent, redactDealEvent, viewDeal } from '../deal/view';

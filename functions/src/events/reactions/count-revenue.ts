/**
 * The platform's revenue counter (`COUNTER`/`revenue#cents`, spec §9: the sum of COMPLETED payments):
 * a payment contributes its amount while COMPLETED, so a payment that becomes COMPLETED adds it, a
 * completed one refunded (or removed) takes it back, and a change between other statuses is nothing.
 * Applied once per stream record with its claim (data/counters.ts applyCounterDeltas), so a
 * redelivered record is not counted twice.
 */
import { applyCounterDeltas } from '../../data/counters';
import { PAYMENT_ENTITY } from '../../data/payments';
import { logger } from '../../lib/logger';
import { paymentContributions } from '../../use-cases/steps/counter-contributions';
import { deltasOf } from './count-changes';
import type { Reaction } from './reaction';

export const countRevenue: Reaction = {
  entity: PAYMENT_ENTITY,
  async handle(change) {
    const deltas = deltasOf(change, paymentContributions);
    if (deltas.length === 0) return;
    if (!change.eventId) {
      logger.error('Stream record without an event id: revenue not updated', { entity: PAYMENT_ENTITY });
      return;
    }
    await applyCounterDeltas(`${change.eventId}#revenue`, deltas);
  },
};

/**
 * The platform's revenue counter (`COUNTER`/`revenue#cents`, spec §9: the sum of COMPLETED payments):
 * a payment contributes its amount while COMPLETED, so a payment that becomes COMPLETED adds it, a
 * completed one refunded (or removed) takes it back, and a change between other statuses is nothing.
 * Applied once per stream record with its claim (data/counters.ts applyCountedRecords), so a
 * redelivered record is not counted twice.
 */
import { PAYMENT_ENTITY } from '../../data/payments';
import { paymentContributions } from '../../use-cases/steps/counter-contributions';
import { counting } from './count-changes';

export const countRevenue = counting('revenue', PAYMENT_ENTITY, paymentContributions);

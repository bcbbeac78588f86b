import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import type { MailContent } from '@lunia/shared/mail/templates';
import { listMembersOfOrganization } from '../../data/memberships';
import { getOrganization } from '../../data/organization-profiles';
import { PAYMENT_ENTITY } from '../../data/payments';
import { getUserProfile } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/** Paid invoices of a plan: its checkout, a renewal, a change of plan invoiced at once. */
const PAID_KINDS = new Set(['checkout', 'renewal', 'plan_change']);

/**
 * Billing e-mails to an organization's owner, in the owner's language (issue 24): a receipt when a
 * payment of its plan becomes COMPLETED (a checkout paid, or a paid invoice recorded), a notice when
 * a charge fails, and a refund notice when a refund is recorded. The dedupe key is the payment, so a
 * redelivered record sends one e-mail.
 */
export const sendBillingMails: Reaction = {
  entity: PAYMENT_ENTITY,
  async handle({ oldItem, newItem }) {
    if (!newItem) return;
    const kind = String(newItem.kind ?? 'checkout');
    const receipt = newItem.status === 'COMPLETED' && oldItem?.status !== 'COMPLETED' && PAID_KINDS.has(kind);
    const failure = !oldItem && newItem.status === 'FAILED' && kind === 'failed_charge';
    const refund = !oldItem && newItem.status === 'REFUNDED' && kind === 'refund';
    if (!receipt && !failure && !refund) return;
    const orgId = String(newItem.orgId);
    const paymentId = String(newItem.id);
    const [organization, members] = await Promise.all([getOrganization(orgId), listMembersOfOrganization(orgId)]);
    const owner = members.find((member) => member.role === 'owner');
    const profile = owner ? await getUserProfile(owner.userId) : undefined;
    if (!organization || !profile) {
      logger.warn('Billing e-mail without an organization owner to tell', { orgId, paymentId });
      return;
    }
    const data = {
      firstName: profile.firstName,
      organizationName: organization.name,
      amountCents: Number(newItem.amountCents),
      link: `${env.siteUrl ?? ''}/organization-admin?tab=billing`,
    };
    const language = languageOf(profile.language);
    const content: MailContent = receipt
      ? {
          template: 'billing-receipt',
          language,
          data: {
            ...data,
            paidOn: String(newItem.updatedAt ?? newItem.createdAt).slice(0, 10),
            reference: String(newItem.providerInvoiceId ?? paymentId),
          },
        }
      : refund
        ? {
            template: 'billing-refund',
            language,
            data: {
              ...data,
              refundedOn: String(newItem.createdAt).slice(0, 10),
              reference: String(newItem.providerChargeId ?? paymentId),
            },
          }
        : { template: 'billing-payment-failed', language, data };
    await enqueueMail({ ...content, to: profile.email, dedupeKey: `${content.template}#${orgId}#${paymentId}` });
  },
};

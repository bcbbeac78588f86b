import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
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
 * payment of its plan becomes COMPLETED (a checkout paid, or a paid invoice recorded), and a notice
 * when a charge fails. The dedupe key is the payment, so a redelivered record sends one e-mail.
 */
export const sendBillingMails: Reaction = {
  entity: PAYMENT_ENTITY,
  async handle({ oldItem, newItem }) {
    if (!newItem) return;
    const kind = String(newItem.kind ?? 'checkout');
    const receipt = newItem.status === 'COMPLETED' && oldItem?.status !== 'COMPLETED' && PAID_KINDS.has(kind);
    const failure = !oldItem && newItem.status === 'FAILED' && kind === 'failed_charge';
    if (!receipt && !failure) return;
    const orgId = String(newItem.orgId);
    const paymentId = String(newItem.id);
    const [organization, members] = await Promise.all([getOrganization(orgId), listMembersOfOrganization(orgId)]);
    const owner = members.find((member) => member.role === 'owner');
    const profile = owner ? await getUserProfile(owner.userId) : undefined;
    if (!organization || !profile) {
      logger.warn('Billing e-mail without an organization owner to tell', { orgId, paymentId });
      return;
    }
    const common = {
      to: profile.email,
      language: languageOf(profile.language),
      link: `${env.siteUrl ?? ''}/organization-admin?tab=billing`,
    };
    const data = {
      firstName: profile.firstName,
      organizationName: organization.name,
      amountCents: Number(newItem.amountCents),
      link: common.link,
    };
    if (receipt) {
      await enqueueMail({
        template: 'billing-receipt',
        to: common.to,
        language: common.language,
        data: {
          ...data,
          paidOn: String(newItem.updatedAt ?? newItem.createdAt).slice(0, 10),
          reference: String(newItem.providerInvoiceId ?? paymentId),
        },
        dedupeKey: `billing-receipt#${orgId}#${paymentId}`,
      });
      return;
    }
    await enqueueMail({
      template: 'billing-payment-failed',
      to: common.to,
      language: common.language,
      data,
      dedupeKey: `billing-payment-failed#${orgId}#${paymentId}`,
    });
  },
};

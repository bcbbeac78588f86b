/** An organization as the admin approval screen shows it (spec §3 admin organization record). Pure. */
import type { DocumentEntity } from '../data/documents';
import type { Membership } from '../data/memberships';
import type { Organization } from '../data/organization-profiles';
import type { Payment } from '../data/payments';
import { centsToUsd, totalRevenueCents } from '../domain/billing/revenue';
import { organizationView } from './organization-view';

export interface MemberSummary {
  email: string;
  firstName: string;
  lastName: string;
}

export function adminOrganizationView(
  organization: Organization,
  related: {
    members: readonly Membership[];
    people: ReadonlyMap<string, MemberSummary>;
    documents: readonly DocumentEntity[];
    /** All of the organization's payments, newest first. */
    payments: readonly Payment[];
  },
) {
  return {
    ...organizationView(organization),
    members: related.members.map((member) => {
      const person = related.people.get(member.userId);
      return {
        id: member.userId,
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        email: person?.email ?? '',
        role: member.role,
      };
    }),
    documents: related.documents.map((doc) => ({
      id: doc.id,
      type: doc.type,
      verified: doc.status === 'approved',
      denied: doc.status === 'denied',
    })),
    // Spec §3: each payment's status and amount in cents; revenue in USD from the COMPLETED ones (§9).
    payments: related.payments.map((payment) => ({ status: payment.status, amount: payment.amountCents })),
    revenue: centsToUsd(totalRevenueCents(related.payments)),
  };
}

/**
 * Sample data of every template (a mapped type over the registry: a template added without a sample
 * does not compile), for the checks that hold for every e-mail in both languages (templates of
 * html-documents.test.ts and sending.test.ts). The values include markup and quotes, so the checks see
 * escaping at work, and the optional fields, so every branch that adds text is rendered.
 */
import type { MailData, MailTemplateId } from './templates';

const link = 'https://lunia.test/portal?tab=documents&from=mail';

export const MAIL_SAMPLES: { [T in MailTemplateId]: MailData<T>[] } = {
  'beta-confirmation': [{ product: 'core' }, { product: 'vault' }],
  'bookrx-approved': [{ firstName: 'Ana' }],
  'organization-approved': [{ firstName: 'Ana', organizationName: 'Farmacia <Sol> & "Luna"' }],
  'organization-invitation': [
    {
      inviterName: 'Ana Rivera',
      organizationName: 'Farmacia <Sol>',
      role: 'manager',
      message: 'Bienvenida <b>al</b> equipo',
      link: 'https://lunia.test/dashboard#invitation=i1&token=abc',
      expiresAt: '2026-12-01T00:00:00.000Z',
    },
  ],
  'partner-inquiry-received': [{}],
  'partner-inquiry-notification': [
    {
      id: 'p1',
      name: 'Luis <Ortiz>',
      email: 'luis@example.com',
      organization: 'Clínica Norte',
      role: 'Director',
      partnerType: 'clinic',
      message: 'Line one\nLine <two>',
      language: 'es',
      createdAt: '2026-11-29T04:00:00.000Z',
    },
  ],
  'contact-message-received': [{}],
  'contact-message-notification': [
    {
      id: 'c1',
      name: 'Eva',
      email: 'eva@example.com',
      role: '',
      organization: '',
      message: 'Hello & <bye>',
      language: 'en',
      createdAt: '2026-11-29T04:00:00.000Z',
    },
  ],
  'password-reset-code': [{ code: '123456' }],
  'account-deleted': [{ firstName: 'Ana' }],
  'password-changed': [
    { firstName: 'Ana', how: 'changed', link },
    { firstName: 'Ana', how: 'reset', link },
  ],
  'email-verification-code': [
    { code: '654321', purpose: 'register' },
    { code: '654321', purpose: 'change' },
    { code: '654321', purpose: 'verify' },
  ],
  'registration-attempt': [
    { account: 'confirmed', signInLink: link, resetLink: link },
    { account: 'pending', attempt: 'change', signInLink: link, resetLink: link },
  ],
  'document-reminder': [
    {
      firstName: 'Ana',
      documents: [
        { type: 'pharmacist_license', state: 'missing' },
        { type: 'driver_license', state: 'denied', reason: 'Blurry <scan>' },
      ],
      link,
    },
    { firstName: 'Ana', documents: [], link },
  ],
  'document-expiry': [
    { firstName: 'Ana', type: 'pharmacist_license', expiresOn: '2026-12-31', daysLeft: 30, link },
    { firstName: 'Ana', type: 'pharmacy_license', expiresOn: '2026-12-31', daysLeft: 0, organizationName: 'Sol', link },
    { firstName: 'Ana', type: 'pharmacist_license', expiresOn: '2026-10-31', daysLeft: -5, stage: 'inactivated', link },
  ],
  'ce-reminder': [{ firstName: 'Ana', missingHours: 7.5, requiredHours: 30, cycleEndsOn: '2027-03-31', link }],
  'document-expiry-extended': [
    { firstName: 'Ana', type: 'pharmacist_license', newExpiresOn: '2027-06-30', orderNumber: 'EXT-7', link },
    {
      firstName: 'Ana',
      type: 'pharmacy_license',
      newExpiresOn: '2027-06-30',
      orderNumber: 'EXT-7',
      organizationName: 'Farmacia <Sol>',
      link,
    },
  ],
  'billing-receipt': [
    {
      firstName: 'Ana',
      organizationName: 'Sol',
      amountCents: 4900,
      paidOn: '2026-11-01',
      reference: 'in_1',
      link,
    },
  ],
  'billing-payment-failed': [{ firstName: 'Ana', organizationName: 'Sol', amountCents: 4900, link }],
  'billing-refund': [
    { firstName: 'Ana', organizationName: 'Sol', amountCents: 1200, refundedOn: '2026-11-02', reference: 're_1', link },
  ],
  'organization-suspended': [
    { firstName: 'Ana', organizationName: 'Sol', reason: 'Unpaid <invoice>', supportEmail: 'support@lunia.test' },
    { firstName: 'Ana', organizationName: 'Sol', reason: 'Unpaid invoice' },
  ],
  'organization-unsuspended': [{ firstName: 'Ana', organizationName: 'Sol', reason: 'Paid' }],
  'organization-ownership-transferred': [
    { firstName: 'Ana', organizationName: 'Sol', newRole: 'owner', otherName: 'Luis' },
    { firstName: 'Luis', organizationName: 'Sol', newRole: 'admin', otherName: 'Ana' },
  ],
  'organization-deleted': [{ firstName: 'Ana', organizationName: 'Sol' }],
  'organization-change-approved': [{ firstName: 'Ana', organizationName: 'Sol' }],
  'organization-change-rejected': [{ firstName: 'Ana', organizationName: 'Sol', reason: 'Name <mismatch>' }],
  'organization-approval-revoked': [{ firstName: 'Ana', organizationName: 'Sol', reason: 'License lapsed' }],
  'name-change-approved': [{ firstName: 'Ana', fullName: 'Ana María Rivera' }],
  'name-change-rejected': [{ firstName: 'Ana', reason: 'No document' }],
  'document-approved': [
    { firstName: 'Ana', type: 'pharmacist_license', link },
    { firstName: 'Ana', type: 'pharmacy_license', organizationName: 'Sol', link },
  ],
  'document-denied': [
    { firstName: 'Ana', type: 'pharmacist_license', reason: 'Expired', link },
    { firstName: 'Ana', type: 'pharmacy_license', organizationName: 'Sol', reason: 'Blurry', link },
  ],
  'invite-accepted': [{ firstName: 'Ana', memberName: 'Luis', organizationName: 'Sol', role: 'member' }],
  'member-role-changed': [{ firstName: 'Luis', organizationName: 'Sol', fromRole: 'member', toRole: 'admin' }],
  'member-removed': [{ firstName: 'Luis', organizationName: 'Sol' }],
  'review-submitted': [{ firstName: 'Ana', submitterName: 'Luis', context: 'organization', link }],
  'review-digest': [{ firstName: 'Ana', individual: 3, organization: 1, link }],
  'pharmacist-in-charge-released': (['left', 'account_deleted', 'disabled', 'demoted'] as const).map((reason) => ({
    firstName: 'Ana',
    organizationName: 'Farmacia Sol & Hijos',
    locationName: 'Sol — Bayamón',
    pharmacistName: 'Luis Peñuelas',
    reason,
    link,
  })),
  'location-coverage': [
    {
      firstName: 'Ana',
      organizationName: 'Sol',
      locationName: 'Sol — Bayamón',
      coverage: 'uncovered',
      pharmacistName: 'Luis',
      link,
    },
  ],
};

import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

const link = 'https://app.lunia.test/organization-admin?tab=billing';

describe('billing e-mails (issue 24)', () => {
  it('a receipt says what was paid, when and for which organization, in English and Spanish', () => {
    const data = {
      firstName: 'Ana',
      organizationName: 'Farmacia <Sol>',
      amountCents: 35_000,
      paidOn: '2026-12-03',
      reference: 'in_123',
      link,
    };
    const en = renderMail({ template: 'billing-receipt', language: 'en', data });
    expect(en.subject).toBe("Receipt: $350.00 paid for your organization's plan on Lunia");
    expect(en.text).toContain('We received $350.00 for the Lunia plan of Farmacia <Sol> on December 3, 2026');
    expect(en.text).toContain(link);
    expect(en.html).toContain('Farmacia &lt;Sol&gt;');
    expect(en.html).not.toContain('<Sol>');
    const es = renderMail({ template: 'billing-receipt', language: 'es', data });
    // Puerto Rico writes dollars as in English.
    expect(es.subject).toBe('Recibo: $350.00 pagados por el plan de su organización en Lunia');
    expect(es.text).toContain('el 3 de diciembre de 2026 (referencia in_123)');
  });

  it('a failed payment says what could not be charged and where to update the card', () => {
    const data = { firstName: 'Ana', organizationName: 'Farmacia Sol', amountCents: 25_000, link };
    const en = renderMail({ template: 'billing-payment-failed', language: 'en', data });
    expect(en.subject).toBe('Action needed: a payment of your organization on Lunia failed');
    expect(en.text).toContain('We could not charge $250.00');
    expect(en.text).toContain('Manage billing');
    const es = renderMail({ template: 'billing-payment-failed', language: 'es', data });
    expect(es.text).toContain('No pudimos cobrar');
    expect(es.text).toContain('Administrar facturación');
  });

  it('a refund says how much was given back, when, for which organization and where it is listed', () => {
    const data = {
      firstName: 'Ana',
      organizationName: 'Farmacia <Sol>',
      amountCents: 10_000,
      refundedOn: '2026-12-03',
      reference: 'ch_123',
      link,
    };
    const en = renderMail({ template: 'billing-refund', language: 'en', data });
    expect(en.subject).toBe("Refund: $100.00 returned for your organization's plan on Lunia");
    expect(en.text).toContain(
      'We refunded $100.00 of a payment for the Lunia plan of Farmacia <Sol> on December 3, 2026',
    );
    expect(en.text).toContain('(reference ch_123)');
    expect(en.text).toContain(link);
    expect(en.html).toContain('Farmacia &lt;Sol&gt;');
    expect(en.html).not.toContain('<Sol>');
    const es = renderMail({ template: 'billing-refund', language: 'es', data });
    expect(es.subject).toBe('Reembolso: $100.00 devueltos por el plan de su organización en Lunia');
    expect(es.text).toContain('Reembolsamos $100.00');
    expect(es.text).toContain('el 3 de diciembre de 2026 (referencia ch_123)');
    expect(es.text).toContain('pestaña Facturación');
  });
});

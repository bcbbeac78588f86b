import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

describe('mail templates', () => {
  it('renders the beta confirmation in English and Spanish', () => {
    const base = { template: 'beta-confirmation', to: 'a@b.c', dedupeKey: 'k' } as const;
    const en = renderMail({ ...base, language: 'en', data: { firstName: 'Ana', product: 'core' } });
    const es = renderMail({ ...base, language: 'es', data: { firstName: 'Ana', product: 'core' } });
    expect(en.subject).toBe('Your Lunia Core beta application');
    expect(en.text).toContain('2-3 business days');
    expect(es.subject).toBe('Su solicitud para la beta de Lunia Core');
    expect(es.text).toContain('2 a 3 días laborables');
    expect(es.html).toContain('lang="es"');
  });

  it('speaks of a waitlist for Vault', () => {
    const mail = renderMail({
      template: 'beta-confirmation',
      to: 'a@b.c',
      dedupeKey: 'k',
      language: 'en',
      data: { firstName: 'Ana', product: 'vault' },
    });
    expect(mail.subject).toBe("You're on the Lunia Vault waitlist");
  });

  it('escapes what applicants typed in the HTML body', () => {
    const mail = renderMail({
      template: 'beta-confirmation',
      to: 'a@b.c',
      dedupeKey: 'k',
      language: 'en',
      data: { firstName: '<script>alert(1)</script>', product: 'core' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('tells an organization owner of the approval in English and Spanish, escaping the name', () => {
    const base = { template: 'organization-approved', to: 'a@b.c', dedupeKey: 'k' } as const;
    const data = { firstName: 'Ana', organizationName: 'Farmacia <Sol>' };
    const en = renderMail({ ...base, language: 'en', data });
    const es = renderMail({ ...base, language: 'es', data });
    expect(en.subject).toBe('Farmacia <Sol> is approved on Lunia');
    expect(en.text).toContain('has been verified and approved');
    expect(es.subject).toBe('Farmacia <Sol> fue aprobada en Lunia');
    expect(es.text).toContain('fue verificada y aprobada');
    expect(es.html).toContain('lang="es"');
    expect(en.html).toContain('Farmacia &lt;Sol&gt;');
  });
});

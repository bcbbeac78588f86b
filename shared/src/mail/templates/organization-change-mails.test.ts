import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

describe('organization change and approval e-mails (issue 24)', () => {
  const data = { firstName: 'Ana', organizationName: 'Farmacia Sol', reason: 'Licence <not found>' };

  it('an approved change names the organization as it now appears, in English and Spanish', () => {
    const en = renderMail({
      template: 'organization-change-approved',
      language: 'en',
      data: { firstName: 'Ana', organizationName: 'Farmacia Luna' },
    });
    expect(en.text).toContain('Your organization now appears as Farmacia Luna');
    const es = renderMail({
      template: 'organization-change-approved',
      language: 'es',
      data: { firstName: 'Ana', organizationName: 'Farmacia Luna' },
    });
    expect(es.subject).toBe('Los datos de su organización se actualizaron en Lunia');
    expect(es.text).toContain('ahora aparece como Farmacia Luna');
  });

  it('a rejected change gives the reason, escaped in HTML', () => {
    const en = renderMail({ template: 'organization-change-rejected', language: 'en', data });
    expect(en.subject).toBe('The change to your organization was not approved');
    expect(en.text).toContain('Reason: Licence <not found>');
    expect(en.html).toContain('Licence &lt;not found&gt;');
    const es = renderMail({ template: 'organization-change-rejected', language: 'es', data });
    expect(es.text).toContain('Motivo: Licence <not found>');
  });

  it('a revoked approval says the modules stop opening, with the reason', () => {
    const en = renderMail({ template: 'organization-approval-revoked', language: 'en', data });
    expect(en.subject).toBe('Your organization is no longer approved on Lunia');
    expect(en.text).toContain('its modules cannot be opened until it is approved again');
    const es = renderMail({ template: 'organization-approval-revoked', language: 'es', data });
    expect(es.subject).toBe('Su organización ya no está aprobada en Lunia');
    expect(es.text).toContain('Motivo: Licence <not found>');
  });
});

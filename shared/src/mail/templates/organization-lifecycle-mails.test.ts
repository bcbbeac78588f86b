import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

describe('organization lifecycle e-mails (issue 24)', () => {
  it('a suspension gives the reason, escaped in HTML, in English and Spanish', () => {
    const data = { firstName: 'Ana', organizationName: 'Farmacia Sol', reason: 'Licence <expired>' };
    const en = renderMail({ template: 'organization-suspended', language: 'en', data });
    expect(en.subject).toBe('Your organization is suspended on Lunia');
    expect(en.text).toContain('Reason: Licence <expired>');
    expect(en.html).toContain('Licence &lt;expired&gt;');
    const es = renderMail({ template: 'organization-suspended', language: 'es', data });
    expect(es.text).toContain('Motivo: Licence <expired>');
    const lifted = renderMail({ template: 'organization-unsuspended', language: 'es', data });
    expect(lifted.subject).toBe('Su organización ya no está suspendida en Lunia');
  });

  it('a transfer tells the new owner and the former owner what they are now', () => {
    const base = { firstName: 'Ana', organizationName: 'Farmacia Sol', otherName: 'Luis Rivera' };
    const owner = renderMail({
      template: 'organization-ownership-transferred',
      language: 'en',
      data: { ...base, newRole: 'owner' },
    });
    expect(owner.text).toContain('Luis Rivera has transferred the ownership of Farmacia Sol to you');
    const former = renderMail({
      template: 'organization-ownership-transferred',
      language: 'es',
      data: { ...base, newRole: 'admin' },
    });
    expect(former.text).toContain('Sigue en la organización como administrador');
  });

  it('a deletion tells a member they no longer have access', () => {
    const data = { firstName: 'Ana', organizationName: 'Farmacia Sol' };
    expect(renderMail({ template: 'organization-deleted', language: 'en', data }).text).toContain(
      'You no longer have access to it',
    );
    expect(renderMail({ template: 'organization-deleted', language: 'es', data }).subject).toBe(
      'Se eliminó una organización de la que era miembro en Lunia',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

describe('legal name change e-mails (issue 38)', () => {
  it('an approved change names the person as they now appear, in English and Spanish', () => {
    const data = { firstName: 'Ana', fullName: 'Ana Rivera Soto' };
    const en = renderMail({ template: 'name-change-approved', language: 'en', data });
    expect(en.subject).toBe('Your name was updated on Lunia');
    expect(en.text).toContain('now show Ana Rivera Soto');
    const es = renderMail({ template: 'name-change-approved', language: 'es', data });
    expect(es.subject).toBe('Su nombre se actualizó en Lunia');
    expect(es.text).toContain('ahora muestran Ana Rivera Soto');
  });

  it('a rejected change gives the reason, escaped in HTML', () => {
    const data = { firstName: 'Ana', reason: 'No <document> matches' };
    const en = renderMail({ template: 'name-change-rejected', language: 'en', data });
    expect(en.subject).toBe('Your name change was not approved');
    expect(en.text).toContain('The name on your account stays as it was.');
    expect(en.text).toContain('Reason: No <document> matches');
    expect(en.html).toContain('No &lt;document&gt; matches');
    const es = renderMail({ template: 'name-change-rejected', language: 'es', data });
    expect(es.subject).toBe('Su cambio de nombre no fue aprobado');
    expect(es.text).toContain('Motivo: No <document> matches');
  });
});

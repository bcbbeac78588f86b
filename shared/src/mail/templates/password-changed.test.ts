import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

const message = (language: 'en' | 'es', how: 'changed' | 'reset') =>
  renderMail({
    template: 'password-changed',
    language,
    data: { firstName: 'Ana <b>', how, link: 'https://lunia.example/forgot-password' },
  });

describe('the password-changed e-mail', () => {
  it('says in English and Spanish how the password changed, that every device was signed out, and where to reset', () => {
    const en = message('en', 'changed');
    expect(en.subject).toBe('Your Lunia password was changed');
    expect(en.text).toContain('changed from your account settings');
    expect(en.text).toContain('every device that was signed in has been signed out');
    expect(en.text).toContain('https://lunia.example/forgot-password');
    const es = message('es', 'reset');
    expect(es.subject).toBe('Se cambió la contraseña de su cuenta de Lunia');
    expect(es.text).toContain('se acaba de restablecer');
    expect(es.html).toContain('lang="es"');
    expect(message('en', 'reset').text).toContain('reset with a code');
  });

  it('escapes the name in the HTML part', () => {
    expect(message('en', 'changed').html).toContain('Ana &lt;b&gt;');
  });
});

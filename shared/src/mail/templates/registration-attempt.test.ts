import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

describe('someone tried to use your address', () => {
  const base = { template: 'registration-attempt', to: 'owner@example.com', dedupeKey: 'k' } as const;
  const links = { signInLink: 'https://lunia.example/signin', resetLink: 'https://lunia.example/forgot-password' };

  it('tells a confirmed account to sign in or reset, in English and Spanish', () => {
    const data = { account: 'confirmed', ...links } as const;
    const en = renderMail({ ...base, language: 'en', data });
    const es = renderMail({ ...base, language: 'es', data });
    expect(en.subject).toBe('Someone tried to create a Lunia account with your address');
    expect(en.text).toContain('No new account was created');
    expect(en.text).toContain(links.signInLink);
    expect(en.text).toContain(links.resetLink);
    expect(es.subject).toBe('Alguien intentó crear una cuenta de Lunia con su dirección');
    expect(es.text).toContain('No se creó ninguna cuenta');
    expect(es.html).toContain('lang="es"');
  });

  it('tells a pending account to use its latest code or reset, and names an e-mail change', () => {
    const pending = renderMail({ ...base, language: 'en', data: { account: 'pending', ...links } });
    expect(pending.text).toContain('enter the latest code');
    expect(pending.text).not.toContain(links.signInLink);
    const change = renderMail({ ...base, language: 'es', data: { account: 'confirmed', attempt: 'change', ...links } });
    expect(change.subject).toBe('Alguien intentó usar su dirección para otra cuenta de Lunia');
    expect(change.text).toContain('No se cambió nada');
  });
});

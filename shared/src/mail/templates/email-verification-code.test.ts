import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

describe('e-mail verification code', () => {
  const base = { template: 'email-verification-code', to: 'new@example.com', dedupeKey: 'k' } as const;

  it('gives the code in English and Spanish, for a change and for the current address', () => {
    const data = { code: '012345', purpose: 'change' } as const;
    const en = renderMail({ ...base, language: 'en', data });
    const es = renderMail({ ...base, language: 'es', data });
    expect(en.subject).toBe('Your Lunia verification code: 012345');
    expect(en.text).toContain('Your code is: 012345');
    expect(en.text).toContain('valid for 15 minutes');
    expect(en.text).toContain('the account e-mail will not change');
    expect(es.subject).toBe('Su código de verificación de Lunia: 012345');
    expect(es.text).toContain('Su código es: 012345');
    expect(es.text).toContain('15 minutos');
    expect(es.html).toContain('lang="es"');
    // Greets no one by name: the name typed at registration is as unproven as the address (issue 39).
    expect(en.text.startsWith('Hello,\n')).toBe(true);
    expect(es.text.startsWith('Hola:\n')).toBe(true);
    const verify = renderMail({ ...base, language: 'en', data: { ...data, purpose: 'verify' } });
    expect(verify.text).toContain('verify the e-mail of your Lunia account');
    expect(verify.text).not.toContain('will not change');
    const register = renderMail({ ...base, language: 'es', data: { ...data, purpose: 'register' } });
    expect(register.text).toContain('Creó una cuenta de Lunia con esta dirección');
    expect(register.text).toContain('página de confirmación');
  });
});

import { OPTIONAL_EMAILS } from '@lunia/shared/domain/notification-preferences';
import { describe, expect, it } from 'vitest';
import { unsubscribePageHtml } from './unsubscribe-page';

const base = {
  category: 'documentReminders',
  token: 'v1.u-1.documentReminders.sig',
  siteUrl: 'https://lunia.example',
} as const;

describe('the unsubscribe page (issue 39)', () => {
  it('asks before it unsubscribes: the button posts the token back to the same URL, in the person language', () => {
    const en = unsubscribePageHtml({ ...base, state: 'confirm', language: 'en' });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Stop receiving document reminders from Lunia?');
    expect(en).toContain('<form method="post" action="?token=v1.u-1.documentReminders.sig">');
    expect(en).toContain('<button type="submit">Unsubscribe</button>');
    const es = unsubscribePageHtml({ ...base, state: 'confirm', language: 'es' });
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('¿Dejar de recibir los recordatorios de documentos de Lunia?');
    expect(es).toContain('Darme de baja');
  });

  it('says the result and the way back on once it is off', () => {
    const es = unsubscribePageHtml({ ...base, state: 'off', language: 'es' });
    expect(es).toContain('Se dio de baja: Lunia ya no le enviará los recordatorios de documentos de Lunia.');
    expect(es).toContain('<a href="https://lunia.example/account">Abrir mi cuenta</a>');
    expect(es).not.toContain('<form');
    const withoutSite = unsubscribePageHtml({ ...base, state: 'off', language: 'en', siteUrl: undefined });
    expect(withoutSite).not.toContain('<a ');
  });

  it('is a complete document with a head, charset and title in every state, language and category', () => {
    for (const state of ['confirm', 'off', 'no-account'] as const) {
      for (const language of ['en', 'es'] as const) {
        for (const category of OPTIONAL_EMAILS) {
          const html = unsubscribePageHtml({ ...base, category, state, language });
          expect(html).toMatch(/^<!doctype html>\n<html lang="(en|es)">\n<head>\n<meta charset="utf-8">/);
          expect(html).toMatch(/<title>[^<]+<\/title>/);
          expect(html).not.toContain('undefined');
        }
      }
    }
  });

  it('escapes the token where it is written into the page', () => {
    const html = unsubscribePageHtml({ ...base, token: '"><script>', state: 'confirm', language: 'en' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('action="?token=%22%3E%3Cscript%3E"');
  });
});

import { describe, expect, it } from 'vitest';
import { renderMail } from '../templates';

const base = { to: 'a@b.c', dedupeKey: 'k' } as const;
const hostile = '<script>alert("x")</script> & \'quotes\'';

describe('partner inquiry e-mails', () => {
  it('acknowledges in English and Spanish with fixed text: nothing the sender typed or chose', () => {
    const en = renderMail({ ...base, template: 'partner-inquiry-received', language: 'en', data: {} });
    const es = renderMail({ ...base, template: 'partner-inquiry-received', language: 'es', data: {} });
    expect(en.subject).toBe('We received your partnership inquiry');
    expect(en.text).toContain('Hello,');
    expect(en.text).toContain('2-3 business days');
    expect(es.subject).toBe('Hemos recibido su solicitud de alianza');
    expect(es.text).toContain('2 a 3 días laborables');
    expect(es.html).toContain('lang="es"');
  });

  it('copies every field to the company inbox, escaped, with a one-line subject', () => {
    const data = {
      id: 'inq-1',
      name: hostile,
      email: 'luis@example.com',
      organization: 'Evil\r\nBcc: victim@example.com',
      role: '<b>CEO</b>',
      partnerType: 'investor',
      message: 'line one\nline <two>',
      language: 'es',
      createdAt: '2025-01-27T12:00:00.000Z',
    } as const;
    for (const language of ['en', 'es'] as const) {
      const mail = renderMail({ ...base, template: 'partner-inquiry-notification', language, data });
      // Nothing the visitor typed is in the subject (issue 39): the partner type chosen and the reference.
      expect(mail.subject).toBe('Partnership inquiry received: investor (reference inq-1)');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>CEO</b>');
      expect(mail.html).toContain('&lt;b&gt;CEO&lt;/b&gt;');
      expect(mail.html).toContain('line one\nline &lt;two&gt;');
      expect(mail.html).toContain('white-space:pre-wrap');
      for (const value of ['luis@example.com', 'inq-1', '2025-01-27T12:00:00.000Z', 'investor']) {
        expect(mail.text).toContain(value);
      }
      expect(mail.text).toContain('Message:\nline one\nline <two>');
      expect(mail.text).toContain('Language: es');
    }
  });
});

describe('contact message e-mails', () => {
  it('acknowledges in English and Spanish with a reply within 24 hours, in fixed text', () => {
    const en = renderMail({ ...base, template: 'contact-message-received', language: 'en', data: {} });
    const es = renderMail({ ...base, template: 'contact-message-received', language: 'es', data: {} });
    expect(en.subject).toBe('We received your message');
    expect(en.text).toContain('reply within 24 hours');
    expect(es.subject).toBe('Hemos recibido su mensaje');
    expect(es.text).toContain('Hola:');
    expect(es.text).toContain('24 horas');
  });

  it('copies every field to the company inbox, escaped, marking empty optional fields', () => {
    const mail = renderMail({
      ...base,
      template: 'contact-message-notification',
      language: 'en',
      data: {
        id: 'msg-1',
        name: 'Marta\nColón',
        email: 'marta@example.com',
        role: '',
        organization: '',
        message: hostile,
        language: 'en',
        createdAt: '2025-01-27T12:00:00.000Z',
      },
    });
    expect(mail.subject).toBe('Contact message received (reference msg-1)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain('Role: —');
    expect(mail.text).toContain('Organization: —');
    expect(mail.text).toContain('Reference: msg-1');
  });

  it('keeps what the visitor typed out of the subject, however long', () => {
    const mail = renderMail({
      ...base,
      template: 'contact-message-notification',
      language: 'en',
      data: {
        id: 'm',
        name: 'x'.repeat(200),
        email: 'e@x.y',
        role: 'other',
        organization: '',
        message: 'm',
        language: 'en',
        createdAt: 'now',
      },
    });
    expect(mail.subject).toBe('Contact message received (reference m)');
    expect(mail.text).toContain('x'.repeat(200));
  });
});

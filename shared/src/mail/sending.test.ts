/**
 * Issue 39: which e-mails go out as bulk (their own SES configuration set, paced) and which carry a
 * Reply-To of the support inbox. The Reply-To list follows the text: every e-mail that asks its reader
 * to reply, in either language, is on it, and nothing else is.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/constants';
import { MAIL_SAMPLES } from './samples';
import { invitesReply, mailStreamOf } from './sending';
import { type MailContent, type MailTemplateId, renderMail } from './templates';

const TEMPLATES = Object.keys(MAIL_SAMPLES) as MailTemplateId[];

/** "Reply to this e-mail" and its Spanish forms, in the text the reader sees. */
const ASKS_FOR_A_REPLY = /reply to this e-mail|respond(a|er) a este correo/i;

const textsOf = (template: MailTemplateId) =>
  LANGUAGES.flatMap((language) =>
    MAIL_SAMPLES[template].map((data) => renderMail({ template, language, data } as MailContent).text),
  );

describe('mail streams and Reply-To', () => {
  it.each(TEMPLATES)('%s carries a Reply-To exactly when its text asks for a reply', (template) => {
    const texts = textsOf(template);
    expect(invitesReply(template)).toBe(texts.some((text) => ASKS_FOR_A_REPLY.test(text)));
    // Both languages agree: a template asks in both or in neither.
    for (const language of LANGUAGES) {
      const asks = MAIL_SAMPLES[template].some((data) =>
        ASKS_FOR_A_REPLY.test(renderMail({ template, language, data } as MailContent).text),
      );
      expect(asks, language).toBe(invitesReply(template));
    }
  });

  it('sends only the reminders as bulk; codes, notices, decisions and receipts are transactional', () => {
    expect(TEMPLATES.filter((template) => mailStreamOf(template) === 'bulk').sort()).toEqual([
      'ce-reminder',
      'document-expiry',
      'document-reminder',
    ]);
    for (const template of ['password-reset-code', 'email-verification-code', 'document-denied', 'billing-receipt'])
      expect(mailStreamOf(template as MailTemplateId)).toBe('transactional');
  });

  it('names the support contact in a suspension notice, in both languages', () => {
    const data = { firstName: 'Ana', organizationName: 'Sol', reason: 'Unpaid', supportEmail: 'support@lunia.example' };
    const en = renderMail({ template: 'organization-suspended', language: 'en', data });
    const es = renderMail({ template: 'organization-suspended', language: 'es', data });
    expect(en.text).toContain('reply to this e-mail or contact Lunia support at support@lunia.example.');
    expect(es.text).toContain('comuníquese con el soporte de Lunia en support@lunia.example.');
    expect(en.html).toContain('support@lunia.example');
  });
});

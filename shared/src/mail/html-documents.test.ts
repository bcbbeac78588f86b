/**
 * Issue 39: every e-mail's HTML part is a complete document — doctype, `<html lang>` of the message's
 * language, a head with the charset and the subject as its title — and passes html-validate's standard
 * preset (with its document rules: a doctype is required), for every template in both languages.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/constants';
import { escapeHtml } from './layout';
import { MAIL_SAMPLES } from './samples';
import { type MailContent, type MailTemplateId, renderMail } from './templates';

const validator = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:document'] });

const cases = (Object.keys(MAIL_SAMPLES) as MailTemplateId[]).flatMap((template) =>
  LANGUAGES.flatMap((language) =>
    MAIL_SAMPLES[template].map((data, n) => ({
      name: `${template} #${n + 1} (${language})`,
      content: { template, language, data } as MailContent,
    })),
  ),
);

describe('every e-mail’s HTML part', () => {
  it('covers every template in both languages', () => {
    expect(new Set(cases.map((c) => `${c.content.template}/${c.content.language}`)).size).toBe(
      Object.keys(MAIL_SAMPLES).length * LANGUAGES.length,
    );
  });

  it.each(cases)('$name is a complete document that passes html-validate', async ({ content }) => {
    const mail = renderMail(content);
    expect(mail.html.startsWith('<!doctype html>')).toBe(true);
    expect(mail.html).toContain(`<html lang="${content.language}"><head><meta charset="utf-8">`);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title></head><body`);
    const report = await validator.validateString(mail.html);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
    expect(report.valid).toBe(true);
  });

  it('would fail a part without a head (the validator sees what the issue reported)', async () => {
    const report = await validator.validateString('<!doctype html><html lang="en"><body><p>Hi</p></body></html>');
    expect(report.valid).toBe(false);
    expect(report.results[0]?.messages.map((message) => message.ruleId)).toContain('element-required-content');
  });
});

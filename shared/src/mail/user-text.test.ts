import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/constants';
import { mailDataSchemas } from '../queue-messages';
import { type MailContent, type MailTemplateId, renderMail } from './templates';
import { attributedNote, plainTextLinks, quotedName } from './user-text';

describe('typed text in e-mail bodies (issue 39)', () => {
  it('breaks every address a mail client would link, and keeps the rest readable', () => {
    expect(plainTextLinks('Verifique en https://lunia-soporte.example/login ya')).toBe(
      'Verifique en https[:]//lunia-soporte[.]example/login ya',
    );
    expect(plainTextLinks('HTTP://x.example and ftp://files')).toBe('HTTP[:]//x[.]example and ftp[:]//files');
    expect(plainTextLinks('www.evil.com')).toBe('www[.]evil[.]com');
    expect(plainTextLinks('WWW.Evil.com')).toBe('WWW[.]Evil[.]com');
    expect(plainTextLinks('escriba a soporte@lunia-help.com')).toBe('escriba a soporte@lunia-help[.]com');
    expect(plainTextLinks('Farmacia 24 Horas, Inc. Bienvenida. Hasta pronto.')).toBe(
      'Farmacia 24 Horas, Inc. Bienvenida. Hasta pronto.',
    );
  });

  it('quotes names as given and attributes a note to its author', () => {
    expect(quotedName('Ana\nRivera', 'en')).toBe('“Ana Rivera”');
    expect(quotedName('Farmacia Sol', 'es')).toBe('«Farmacia Sol»');
    expect(attributedNote('Hola,\nvea https://x.example', 'Ana', 'en')).toEqual([
      'Message from “Ana” — not written by Lunia:',
      '“Hola, vea https[:]//x[.]example”',
    ]);
    expect(attributedNote('  ', 'Ana', 'es')).toEqual([]);
  });

  it('the attack of issue 39: a phishing name and a formula in an invitation reach no subject and no link', () => {
    const data = {
      inviterName: 'Soporte Lunia: verifique su cuenta en https://lunia-soporte.example',
      organizationName: '=HYPERLINK("https://evil.example","Abrir")',
      role: 'member',
      message: 'Entre a www.lunia-soporte.example o https://lunia-soporte.example/login',
      link: 'https://lunia.example/dashboard#invitation=i1&token=abc',
      expiresAt: '2026-11-30T15:00:00.000Z',
    } as const;
    for (const language of LANGUAGES) {
      const mail = renderMail({ template: 'organization-invitation', language, data });
      expect(mail.subject).toBe(
        language === 'en'
          ? 'You have been invited to an organization on Lunia'
          : 'Le invitaron a una organización en Lunia',
      );
      for (const part of [mail.text, mail.html]) {
        // The only address anyone could follow is Lunia's own link.
        expect(part.match(/https?:\/\//g)).toHaveLength(1);
        expect(part).not.toMatch(/www\.lunia-soporte/);
        expect(part).toContain('https[:]//lunia-soporte[.]example/login');
      }
      expect(mail.html.match(/href=/g)).toHaveLength(1);
    }
    const en = renderMail({ template: 'organization-invitation', language: 'en', data });
    expect(en.text).toContain(
      '“Soporte Lunia: verifique su cuenta en https[:]//lunia-soporte[.]example”, a Lunia user, invited you to join the organization “=HYPERLINK("https[:]//evil[.]example","Abrir")” on Lunia as Member.',
    );
    expect(en.text).toContain(
      'Message from “Soporte Lunia: verifique su cuenta en https[:]//lunia-soporte[.]example” — not written by Lunia:',
    );
    const es = renderMail({ template: 'organization-invitation', language: 'es', data });
    expect(es.text).toContain('(no lo escribió Lunia):\n\n«Entre a www[.]lunia-soporte[.]example o https[:]//');
  });
});

// ---------------------------------------------------------------------------------------------------
// Every template, both languages: nothing typed reaches a subject. Each template's data is made from
// its queue schema, every free-text field holding a marker (dates, links, codes and ids excepted).
// ---------------------------------------------------------------------------------------------------

const MARKER = 'Qzxv';
const DATE_FIELDS = /(On|At)$/;

interface SchemaNode {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      innerType?: SchemaNode;
      element?: SchemaNode;
      entries?: Record<string, string>;
      options?: SchemaNode[];
      values?: unknown[];
    };
  };
}

function sample(node: SchemaNode, key: string): unknown {
  const def = node._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([name, child]) => [name, sample(child, name)]));
    case 'optional':
    case 'default':
    case 'nullable':
      return sample(def.innerType as SchemaNode, key);
    case 'array':
      return [sample(def.element as SchemaNode, key)];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sample((def.options as SchemaNode[])[0] as SchemaNode, key);
    case 'record':
      return {};
    case 'number':
      return 3;
    case 'string':
      if (key === 'link' || key === 'signInLink' || key === 'resetLink') return 'https://lunia.example/x';
      if (DATE_FIELDS.test(key)) return '2026-12-23';
      if (key === 'code') return '123456';
      if (key === 'id') return 'ref-1';
      return `${MARKER} ${key}`;
    default:
      throw new Error(`No sample for ${key} (${def.type})`);
  }
}

describe('no subject holds anything typed (issue 39)', () => {
  const ids = Object.keys(mailDataSchemas) as MailTemplateId[];
  it.each(ids)('%s', (template) => {
    const data = sample(mailDataSchemas[template] as unknown as SchemaNode, 'data');
    for (const language of LANGUAGES) {
      const mail = renderMail({ template, language, data } as MailContent);
      expect(mail.subject).not.toContain(MARKER);
    }
  });

  it('the sweep sees typed text where it is (the body of an invitation)', () => {
    const data = sample(mailDataSchemas['organization-invitation'] as unknown as SchemaNode, 'data');
    const mail = renderMail({ template: 'organization-invitation', language: 'en', data } as MailContent);
    expect(mail.text).toContain(`${MARKER} organizationName`);
  });
});

/**
 * Every e-mail the product sends, in English and Spanish, in one place.
 * The mail worker renders a queued message with these; nothing else builds e-mail bodies.
 */
import type { Language } from '../domain/constants';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplates {
  'beta-confirmation': { firstName: string; product: 'core' | 'vault' };
}
export type MailTemplateId = keyof MailTemplates;

export interface MailMessage<T extends MailTemplateId = MailTemplateId> {
  template: T;
  to: string;
  language: Language;
  data: MailTemplates[T];
  /** Same key = same e-mail: the worker sends it once even if the message is delivered twice. */
  dedupeKey: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const layout = (language: Language, paragraphs: string[], signature: string): { text: string; html: string } => ({
  text: `${paragraphs.join('\n\n')}\n\n${signature}\n`,
  html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}<p>${escapeHtml(signature)}</p></body></html>`,
});

const productNames = { core: 'Lunia Core', vault: 'Lunia Vault' } as const;

type Renderers = { [T in MailTemplateId]: Record<Language, (data: MailTemplates[T]) => RenderedMail> };

const renderers: Renderers = {
  'beta-confirmation': {
    en: ({ firstName, product }) => {
      const name = productNames[product];
      const isWaitlist = product === 'vault';
      return {
        subject: isWaitlist ? `You're on the ${name} waitlist` : `Your ${name} beta application`,
        ...layout(
          'en',
          [
            `Hi ${firstName},`,
            isWaitlist
              ? `Thank you for joining the ${name} waitlist. We have saved your place.`
              : `Thank you for applying to the ${name} beta program. We have received your application.`,
            'Our team will contact you within 2-3 business days.',
          ],
          'The Lunia team',
        ),
      };
    },
    es: ({ firstName, product }) => {
      const name = productNames[product];
      const isWaitlist = product === 'vault';
      return {
        subject: isWaitlist ? `Está en la lista de espera de ${name}` : `Su solicitud para la beta de ${name}`,
        ...layout(
          'es',
          [
            `Hola ${firstName}:`,
            isWaitlist
              ? `Gracias por unirse a la lista de espera de ${name}. Hemos guardado su lugar.`
              : `Gracias por solicitar el programa beta de ${name}. Hemos recibido su solicitud.`,
            'Nuestro equipo se comunicará con usted en un plazo de 2 a 3 días laborables.',
          ],
          'El equipo de Lunia',
        ),
      };
    },
  },
};

export function renderMail<T extends MailTemplateId>(message: MailMessage<T>): RenderedMail {
  const byLanguage = renderers[message.template] as Record<Language, (data: MailTemplates[T]) => RenderedMail>;
  return byLanguage[message.language](message.data);
}

/**
 * The PDF of an invoice, as the portal's "Download PDF" serves it: a real one-page PDF 1.4 (a text
 * page with its cross-reference table), built by hand so the stand-in needs no library, in the
 * customer's preferred locale (`preferred_locales[0]`: Spanish for `es…`, else English), as Stripe
 * renders invoices in the customer's language.
 *
 * The font is Helvetica with WinAnsiEncoding (PDF 1.7, annex D), which has a glyph for every character
 * of both languages (á é í ó ú ñ ¿ ¡ ×, the euro sign, typographic quotes): each is written as its
 * one-byte code (an octal escape, so the file stays ASCII). A character outside the encoding is first
 * decomposed (NFKD: "ā" → "a" and a combining mark, which is dropped); `pdfText` reports whether
 * anything was still left out, and the stand-in's tests assert that nothing is.
 */
import { formatAmount, type InvoiceRecord, type Subscription } from './objects';

/** WinAnsiEncoding's codes 0x80–0x9F, the ones that differ from Latin-1 (PDF 1.7, annex D.2). */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi code of one character, or undefined when the encoding has none. */
function winAnsiCode(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_HIGH[char];
}

/**
 * A PDF string literal's content for `text` in WinAnsiEncoding: printable ASCII as is (delimiters
 * escaped), every other character as an octal escape of its code. `missing` lists what had no glyph.
 */
export function pdfText(text: string): { encoded: string; missing: string[] } {
  const missing: string[] = [];
  let encoded = '';
  for (const char of text) {
    const candidates = winAnsiCode(char) !== undefined ? [char] : [...char.normalize('NFKD')];
    for (const part of candidates) {
      const code = winAnsiCode(part);
      if (code === undefined) {
        if (!/\p{M}/u.test(part)) missing.push(part);
        continue;
      }
      if (part === '\\' || part === '(' || part === ')') encoded += `\\${part}`;
      else if (code >= 0x20 && code <= 0x7e) encoded += part;
      else encoded += `\\${code.toString(8).padStart(3, '0')}`;
    }
  }
  return { encoded, missing };
}

const TEXT = {
  en: {
    title: 'Invoice (test mode, local Stripe stand-in)',
    invoice: 'Invoice',
    date: 'Date',
    customer: 'Customer',
    subscription: 'Subscription',
    period: (from: string, to: string) => `Service period: ${from} to ${to}`,
    due: 'Amount due',
    paid: 'Amount paid',
    refunded: 'Refunded',
    status: 'Status',
    statuses: { paid: 'paid', open: 'open' } as Record<string, string>,
  },
  es: {
    title: 'Factura (modo de prueba, sustituto local de Stripe)',
    invoice: 'Factura',
    date: 'Fecha',
    customer: 'Cliente',
    subscription: 'Suscripción',
    period: (from: string, to: string) => `Período de servicio: del ${from} al ${to}`,
    due: 'Importe adeudado',
    paid: 'Importe pagado',
    refunded: 'Reembolsado',
    status: 'Estado',
    statuses: { paid: 'pagada', open: 'pendiente de pago' } as Record<string, string>,
  },
};

/** The invoice's language: the customer's first preferred locale (`es`, `es-419`, …), else English. */
export function invoiceLocale(subscription: Subscription): { language: 'en' | 'es'; locale: string } {
  const preferred = subscription.preferredLocales[0];
  return preferred?.toLowerCase().startsWith('es')
    ? { language: 'es', locale: preferred }
    : { language: 'en', locale: 'en-US' };
}

/** The lines printed on an invoice, in the customer's language. */
export function invoiceLines(subscription: Subscription, record: InvoiceRecord): string[] {
  const { invoice } = record;
  const { language, locale } = invoiceLocale(subscription);
  const text = TEXT[language];
  const day = (unixSeconds: number) =>
    new Date(unixSeconds * 1000).toLocaleDateString(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const money = (cents: number) => formatAmount(cents, invoice.currency, locale);
  const line = invoice.lines.data[0];
  return [
    text.title,
    '',
    `${text.invoice}: ${invoice.id}`,
    `${text.date}: ${day(invoice.created)}`,
    `${text.customer}: ${subscription.customer}${subscription.customerEmail ? ` (${subscription.customerEmail})` : ''}`,
    `${text.subscription}: ${subscription.id}`,
    '',
    `${line?.description ?? ''}`,
    line ? text.period(day(line.period.start), day(line.period.end)) : '',
    '',
    `${text.due}: ${money(invoice.amount_due)}`,
    `${text.paid}: ${money(invoice.amount_paid)}`,
    record.amountRefunded > 0 ? `${text.refunded}: ${money(record.amountRefunded)}` : '',
    `${text.status}: ${text.statuses[invoice.status] ?? invoice.status}`,
  ];
}

export function invoicePdf(lines: readonly string[]): string {
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '72 740 Td',
    ...lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${pdfText(line).encoded}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

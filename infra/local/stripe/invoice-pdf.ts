/**
 * The PDF of an invoice, as the portal's "Download PDF" serves it: a real one-page PDF 1.4 (a text
 * page in Helvetica, with its cross-reference table), built by hand so the stand-in needs no library.
 */
import { formatAmount, type InvoiceRecord, type Subscription } from './objects';

/** PDF strings are bytes: keep printable ASCII, escape the delimiters. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

const day = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** The lines printed on an invoice. */
export function invoiceLines(subscription: Subscription, record: InvoiceRecord): string[] {
  const { invoice } = record;
  const line = invoice.lines.data[0];
  return [
    'Invoice (test mode, local Stripe stand-in)',
    '',
    `Invoice: ${invoice.id}`,
    `Date: ${day(invoice.created)}`,
    `Customer: ${subscription.customer}${subscription.customerEmail ? ` (${subscription.customerEmail})` : ''}`,
    `Subscription: ${subscription.id}`,
    '',
    `${line?.description ?? ''}`,
    line ? `Service period: ${day(line.period.start)} to ${day(line.period.end)}` : '',
    '',
    `Amount due: ${formatAmount(invoice.amount_due, invoice.currency)}`,
    `Amount paid: ${formatAmount(invoice.amount_paid, invoice.currency)}`,
    record.amountRefunded > 0 ? `Refunded: ${formatAmount(record.amountRefunded, invoice.currency)}` : '',
    `Status: ${invoice.status}`,
  ];
}

export function invoicePdf(lines: readonly string[]): string {
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '72 740 Td',
    ...lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
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

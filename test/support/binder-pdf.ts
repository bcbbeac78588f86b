/**
 * What the tests read out of an inspection binder (issues 27 and 43): the text of its pages, read by
 * pdf.js (not the library that wrote it), and the token of the verification link its QR code carries,
 * from the summary page's address printed under the code (`<site>/verify/location/<token>`).
 */
import { getDocument as openPdf } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a binder's PDF (its bytes, or base64 as the API answers), a line per page. */
export async function binderPdfText(pdf: Uint8Array | string): Promise<string> {
  const document = await openPdf({
    data: new Uint8Array(typeof pdf === 'string' ? Buffer.from(pdf, 'base64') : pdf),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  let text = '';
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  return text;
}

/** The token of the summary page address a binder prints; throws when the binder prints none. */
export function binderLinkToken(text: string): string {
  const token = /\/verify\/location\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error('The binder prints no /verify/location/<token> address');
  return token;
}

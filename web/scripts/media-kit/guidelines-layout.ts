/** The page layout of the brand guidelines PDF (./brand-guidelines.ts): page size, fonts, text blocks, footer. */
import { type PDFFont, type PDFPage, rgb as pdfRgb } from 'pdf-lib';
import { rgb } from './geometry';
import { BRAND } from './logo';

export const PAGE = { width: 612, height: 792 };
export const MARGIN = 56;

export const color = (hex: string) => pdfRgb(...rgb(hex));

export interface Fonts {
  regular: PDFFont;
  semibold: PDFFont;
  bold: PDFFont;
}

/** Writes wrapped text from the top-left corner down; returns the y below it. */
export function paragraph(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  options: { font: PDFFont; size: number; width: number; color?: string; leading?: number },
): number {
  const leading = options.leading ?? options.size * 1.45;
  const words = text.split(' ');
  let line = '';
  let cursor = y;
  const flush = () => {
    page.drawText(line, {
      x,
      y: cursor - options.size,
      size: options.size,
      font: options.font,
      color: color(options.color ?? BRAND.ink),
    });
    cursor -= leading;
  };
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (options.font.widthOfTextAtSize(candidate, options.size) > options.width && line) {
      flush();
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) flush();
  return cursor;
}

export function heading(page: PDFPage, fonts: Fonts, text: string, y: number, size = 20): number {
  page.drawText(text, { x: MARGIN, y: y - size, size, font: fonts.bold, color: color(BRAND.ink) });
  return y - size - 14;
}

export function bullets(
  page: PDFPage,
  fonts: Fonts,
  items: string[],
  x: number,
  y: number,
  width: number,
  dot: string,
) {
  let cursor = y;
  for (const item of items) {
    page.drawCircle({ x: x + 3, y: cursor - 7, size: 3, color: color(dot) });
    cursor = paragraph(page, item, x + 14, cursor, { font: fonts.regular, size: 10.5, width: width - 14 }) - 4;
  }
  return cursor;
}

export function footer(page: PDFPage, fonts: Fonts, number: number) {
  page.drawLine({
    start: { x: MARGIN, y: 44 },
    end: { x: PAGE.width - MARGIN, y: 44 },
    thickness: 0.5,
    color: color('#cbd5e1'),
  });
  page.drawText('Lunia brand guidelines · version 1.0 · January 2025', {
    x: MARGIN,
    y: 28,
    size: 8.5,
    font: fonts.regular,
    color: color(BRAND.slate),
  });
  page.drawText(`${number} / 3`, {
    x: PAGE.width - MARGIN - 20,
    y: 28,
    size: 8.5,
    font: fonts.regular,
    color: color(BRAND.slate),
  });
}

/**
 * A QR code drawn as vector squares on a PDF page, from the `qrcode` package's encoder core (MIT; its
 * image renderers are never loaded). Error correction level M: a printed, photocopied page still scans.
 */

import { type PDFPage, rgb } from 'pdf-lib';
import { create } from 'qrcode/lib/core/qrcode.js';

/** The QR symbol's modules: `size` × `size`, true for dark. */
export function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}

/** Draws the code with its 4-module quiet zone inside a `side` × `side` square whose lower left is (x, y). */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, side: number): void {
  const { size, dark } = qrModules(text);
  const module = side / (size + 8);
  const black = rgb(0, 0, 0);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark(row, col)) continue;
      page.drawRectangle({
        x: x + (col + 4) * module,
        y: y + side - (row + 5) * module,
        width: module,
        height: module,
        color: black,
      });
    }
  }
}

/**
 * Lays out the inspection binder (views/inspection-binder-pdf.ts says what goes in it): lines top to
 * bottom on US Letter pages, paragraphs and table cells wrapped to their width (nothing is cut), a
 * table's header repeated on each page it continues on, and every piece tagged (views/pdf-structure.ts).
 */
import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { BinderFonts } from './binder-fonts';
import type { StructNode, TaggedContent } from './pdf-structure';

export const PAGE = { width: 612, height: 792 }; // US Letter, in points
export const MARGIN = 50;
export const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.35, 0.38, 0.43);
const RULE = rgb(0.8, 0.82, 0.86);
/** Room kept at the bottom for the page number. */
const FOOTER = 40;
const CELL_PADDING = 6;

type Color = typeof INK;
interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: Color;
  gap?: number;
  /** The element the lines belong to (a new paragraph by default). */
  node?: StructNode;
  indent?: number;
}

export class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: BinderFonts,
    readonly tags: TaggedContent,
  ) {
    this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }

  /** Starts a new page unless `height` more fits on this one. */
  ensure(height: number): boolean {
    if (this.y - height >= FOOTER + 10) return false;
    this.newPage();
    return true;
  }

  /** Text split into lines no wider than `width`: at spaces, and inside a word only when the word alone is wider. */
  wrap(text: string, size: number, bold: boolean, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      let line = '';
      for (const word of paragraph.replace(/\t/g, ' ').split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.fonts.width(candidate, size, bold) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        for (const ch of word) {
          if (line && this.fonts.width(line + ch, size, bold) > width) {
            lines.push(line);
            line = '';
          }
          line += ch;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws one line at (x, y), switching fonts where a character needs another. */
  drawLine(page: PDFPage, line: string, x: number, y: number, size: number, bold: boolean, color: Color = INK) {
    let at = x;
    for (const run of this.fonts.runs(line, bold)) {
      page.drawText(run.text, { x: at, y, size, font: run.font, color });
      at += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** A paragraph, wrapped to the text width; continues on the next page if need be. */
  text(value: string, options: TextOptions = {}): StructNode {
    const size = options.size ?? 10;
    const bold = options.bold ?? false;
    const node = options.node ?? this.tags.element('P');
    const indent = options.indent ?? 0;
    for (const line of this.wrap(value, size, bold, TEXT_WIDTH - indent)) {
      this.ensure(size + 4);
      this.y -= size + 4;
      const { y } = this;
      this.tags.mark(this.page, node, () =>
        this.drawLine(this.page, line, MARGIN + indent, y, size, bold, options.color),
      );
    }
    this.y -= options.gap ?? 2;
    return node;
  }

  heading(value: string, level: 'H1' | 'H2' = 'H1') {
    const size = level === 'H1' ? 14 : 11;
    this.ensure(size + 60);
    this.y -= level === 'H1' ? 12 : 6;
    this.tags.bookmark(value, this.page, this.y);
    this.text(value, { size, bold: true, gap: 4, node: this.tags.element(level) });
  }

  /** A table whose cells wrap; `columns` are the cells' left edges as fractions of the text width. */
  table(columns: number[], header: string[], rows: string[][], size = 9) {
    const table = this.tags.element('Table');
    const lineHeight = size + 3;
    const widths = columns.map((from, i) => ((columns[i + 1] ?? 1) - from) * TEXT_WIDTH - CELL_PADDING);
    const layout = (cells: string[], bold: boolean) =>
      cells.map((cell, i) => this.wrap(cell, size, bold, widths[i] ?? 0));
    const draw = (cells: string[][], bold: boolean) => {
      const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight + 4;
      const row = this.tags.element('TR', table);
      const top = this.y;
      cells.forEach((lines, i) => {
        const cell = this.tags.element(bold ? 'TH' : 'TD', row);
        const x = MARGIN + (columns[i] ?? 0) * TEXT_WIDTH;
        this.tags.mark(this.page, cell, () => {
          lines.forEach((line, n) => {
            this.drawLine(this.page, line, x, top - (n + 1) * lineHeight, size, bold);
          });
        });
      });
      this.y -= height;
    };
    const head = layout(header, true);
    const headHeight = Math.max(...head.map((lines) => lines.length)) * lineHeight + 4;
    this.ensure(headHeight + lineHeight * 2);
    draw(head, true);
    for (const cells of rows) {
      const body = layout(cells, false);
      const height = Math.max(...body.map((lines) => lines.length)) * lineHeight + 4;
      if (this.ensure(height)) draw(head, true);
      draw(body, false);
    }
  }

  rule() {
    this.ensure(8);
    this.y -= 4;
    const { page, y } = this;
    this.tags.artifact(page, () =>
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: PAGE.width - MARGIN, y },
        thickness: 0.5,
        color: RULE,
      }),
    );
    this.y -= 4;
  }

  /** Page numbers on every page, as artifacts. */
  numberPages(label: (n: number, of: number) => string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.tags.artifact(page, () => this.drawLine(page, label(i + 1, pages.length), MARGIN, 28, 8, false, MUTED));
    });
  }
}

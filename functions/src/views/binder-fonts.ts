/**
 * The inspection binder's fonts (docs/decisions/0125-binder-unicode-font.md): Noto Sans Regular and Bold
 * (Latin with Vietnamese, Greek, Cyrillic) and, only when the text needs it, Noto Sans SC cut to GB2312's
 * hanzi and kana. Each is embedded as a subset of the glyphs the binder draws. The files are read from
 * disk, never bundled into the JavaScript: in the Lambda they sit beside `index.mjs` (functions/build.ts
 * copies them into every bundle that imports this module), from source under functions/assets/.
 */

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, type PDFDocument, type PDFFont, PDFName } from 'pdf-lib';

/** The folder name the build copies the fonts under, beside the bundle. */
export const BINDER_FONT_FOLDER = 'binder-fonts';
const FILES = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  cjk: 'NotoSansSC-Regular-GB2312.ttf',
} as const;

function fontDir(): string {
  const bundled = fileURLToPath(new URL(`./${BINDER_FONT_FOLDER}/`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return fileURLToPath(new URL(`../../assets/${BINDER_FONT_FOLDER}/`, import.meta.url));
}

const cache = new Map<keyof typeof FILES, Promise<Uint8Array>>();
function bytesOf(name: keyof typeof FILES): Promise<Uint8Array> {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFile(`${fontDir()}${FILES[name]}`);
    cache.set(name, bytes);
  }
  return bytes;
}

/** A run of text drawn in one font. */
export interface Run {
  text: string;
  font: PDFFont;
}

/** The binder's fonts in one document: text is split into runs by which font has each character. */
export class BinderFonts {
  private constructor(
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly cjk: PDFFont | undefined,
  ) {}

  /** Embeds the fonts; the CJK one only if `allText` has a character the Latin fonts lack. */
  static async embed(doc: PDFDocument, allText: string): Promise<BinderFonts> {
    doc.registerFontkit(fontkit);
    const [regularBytes, boldBytes] = await Promise.all([bytesOf('regular'), bytesOf('bold')]);
    const regular = await doc.embedFont(regularBytes, { subset: true });
    const bold = await doc.embedFont(boldBytes, { subset: true });
    const needsCjk = [...allText].some((ch) => !hasGlyph(regular, ch));
    const cjk = needsCjk ? await doc.embedFont(await bytesOf('cjk'), { subset: true }) : undefined;
    return new BinderFonts(regular, bold, cjk);
  }

  /** `text` in runs: each character in the first font that has it (Latin, then CJK; the Latin .notdef box otherwise). */
  runs(text: string, bold: boolean): Run[] {
    const primary = bold ? this.bold : this.regular;
    const runs: Run[] = [];
    for (const ch of text) {
      const font = hasGlyph(primary, ch) || !this.cjk || !hasGlyph(this.cjk, ch) ? primary : this.cjk;
      const last = runs.at(-1);
      if (last && last.font === font) last.text += ch;
      else runs.push({ text: ch, font });
    }
    return runs;
  }

  width(text: string, size: number, bold: boolean): number {
    return this.runs(text, bold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
/** Whether the font maps `ch` to a real glyph (not .notdef). Spaces and controls count as present. */
function hasGlyph(font: PDFFont, ch: string): boolean {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  const code = ch.codePointAt(0) ?? 0;
  return code <= 0x20 || set.has(code);
}

/**
 * Names every embedded font as the subset it is: a six-letter tag and `+` before its PostScript name
 * (ISO 32000-1 §9.6.4), which pdf-lib leaves out. Run after `doc.flush()`, once the fonts are written.
 */
export function markSubsets(doc: PDFDocument): void {
  const tagOf = (name: string) =>
    [...createHash('sha256').update(name).digest().subarray(0, 6)]
      .map((b) => String.fromCharCode(65 + (b % 26)))
      .join('');
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const type = object.get(PDFName.of('Type'));
    const key = type === PDFName.of('FontDescriptor') ? 'FontName' : type === PDFName.of('Font') ? 'BaseFont' : null;
    const current = key ? object.get(PDFName.of(key)) : undefined;
    if (!key || !(current instanceof PDFName)) continue;
    const name = current.decodeText();
    if (/^[A-Z]{6}\+/.test(name) || !/Noto/.test(name)) continue;
    object.set(PDFName.of(key), PDFName.of(`${tagOf(name.replace(/-\d+$/, ''))}+${name}`));
  }
}

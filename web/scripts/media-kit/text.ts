/**
 * Text as outlines: Inter (from @fontsource/inter) laid out glyph by glyph with kerning and turned
 * into paths, so the SVGs need no font to render the same everywhere (and the PNGs are identical
 * on every machine).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';
import type { Command } from './geometry';

const require = createRequire(import.meta.url);

export type Weight = 400 | 600 | 700;

/** The WOFF file of an Inter weight (Latin subset: covers English and Spanish). */
export function interFile(weight: Weight): Buffer {
  return readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

const fonts = new Map<Weight, Font>();

function font(weight: Weight): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const file = interFile(weight);
    loaded = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    fonts.set(weight, loaded);
  }
  return loaded;
}

export interface TextOptions {
  size: number;
  weight?: Weight;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between letters, in em. */
  tracking?: number;
}

/** Advance width of a line of text. */
export function measure(text: string, { size, weight = 400, tracking = 0 }: TextOptions): number {
  const f = font(weight);
  const glyphs = [...text].map((ch) => f.charToGlyph(ch));
  const scale = size / f.unitsPerEm;
  let width = 0;
  glyphs.forEach((glyph, i) => {
    width += (glyph.advanceWidth ?? 0) * scale + (i < glyphs.length - 1 ? tracking * size : 0);
    const next = glyphs[i + 1];
    if (next) width += f.getKerningValue(glyph, next) * scale;
  });
  return width;
}

/** One line of text as an outline; (x, y) is the baseline point of the anchor. */
export function textOutline(text: string, x: number, y: number, options: TextOptions): Command[] {
  const { size, weight = 400, anchor = 'start', tracking = 0 } = options;
  const f = font(weight);
  const width = measure(text, options);
  let penX = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const scale = size / f.unitsPerEm;
  const glyphs = [...text].map((ch) => f.charToGlyph(ch));
  const commands: Command[] = [];
  glyphs.forEach((glyph, i) => {
    let current = { x: 0, y: 0 };
    for (const c of glyph.getPath(penX, y, size).commands) {
      switch (c.type) {
        case 'M':
          commands.push(['M', c.x, c.y]);
          current = { x: c.x, y: c.y };
          break;
        case 'L':
          commands.push(['L', c.x, c.y]);
          current = { x: c.x, y: c.y };
          break;
        case 'Q':
          // Quadratic → cubic, so every output format needs only one curve type.
          commands.push([
            'C',
            current.x + ((c.x1 - current.x) * 2) / 3,
            current.y + ((c.y1 - current.y) * 2) / 3,
            c.x + ((c.x1 - c.x) * 2) / 3,
            c.y + ((c.y1 - c.y) * 2) / 3,
            c.x,
            c.y,
          ]);
          current = { x: c.x, y: c.y };
          break;
        case 'C':
          commands.push(['C', c.x1, c.y1, c.x2, c.y2, c.x, c.y]);
          current = { x: c.x, y: c.y };
          break;
        case 'Z':
          commands.push(['Z']);
          break;
      }
    }
    penX += (glyph.advanceWidth ?? 0) * scale + tracking * size;
    const next = glyphs[i + 1];
    if (next) penX += f.getKerningValue(glyph, next) * scale;
  });
  return commands;
}

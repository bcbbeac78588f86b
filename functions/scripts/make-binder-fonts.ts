/**
 * Makes the inspection binder's fonts (functions/assets/binder-fonts/; docs/decisions/0125-binder-unicode-font.md):
 * Noto Sans Regular and Bold cut to Latin (with Vietnamese), Greek, Cyrillic and punctuation, and Noto
 * Sans SC Regular cut to the 6,763 hanzi of GB2312 with kana and CJK punctuation. All three are OFL-1.1
 * (the licence ships beside them). Run once when the sets change: `npx tsx functions/scripts/make-binder-fonts.ts`
 * (it fetches the two font packages with `npm pack` into a temporary folder); the output is committed,
 * so neither the build nor the tests need the 60 MB of the source packages.
 *
 * fontkit's own subset is written for PDF embedding and leaves out `cmap`, `name`, `OS/2` and `post`;
 * this script takes its glyphs and writes a complete TrueType file around them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';

const out = resolve(fileURLToPath(import.meta.url), '../../assets/binder-fonts');

const LATIN_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x36f], // Latin-1, Latin Extended-A/B, IPA, spacing modifiers, combining marks
  [0x370, 0x52f], // Greek, Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x206f], // punctuation
  [0x20a0, 0x20cf], // currency
  [0x2100, 0x214f], // letterlike (№, ™)
  [0x2190, 0x21ff],
  [0x2212, 0x2212],
  [0x25a0, 0x25ff], // geometric shapes (■ □ ●)
  [0xfb00, 0xfb06],
];

/** The hanzi of GB2312 (levels 1 and 2), read through the GBK decoder: the set nearly every Chinese name is written in. */
function gb2312Hanzi(): number[] {
  const decoder = new TextDecoder('gbk');
  const points: number[] = [];
  for (let hi = 0xb0; hi <= 0xf7; hi++) {
    for (let lo = 0xa1; lo <= 0xfe; lo++) {
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      const cp = ch.codePointAt(0) ?? 0xfffd;
      if (ch.length === 1 && cp !== 0xfffd && cp >= 0x4e00) points.push(cp);
    }
  }
  return points;
}

const CJK_EXTRA: [number, number][] = [
  [0x3000, 0x30ff], // CJK punctuation, hiragana, katakana
  [0xff01, 0xff5e], // fullwidth forms
];

const expand = (ranges: [number, number][]) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** An sfnt table's checksum: the sum of its big-endian 32-bit words. */
function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** A TrueType file of the given tables (tags sorted, each 4-byte aligned, head's checkSumAdjustment set). */
export function writeSfnt(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerSize = 12 + 16 * tags.length;
  let size = headerSize;
  for (const tag of tags) size += Math.ceil((tables.get(tag)?.length ?? 0) / 4) * 4;
  const file = new Uint8Array(size);
  const view = new DataView(file.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerSize;
  let headOffset = 0;
  tags.forEach((tag, i) => {
    const data = tables.get(tag) as Uint8Array;
    if (tag === 'head') {
      headOffset = offset;
      new DataView(data.buffer, data.byteOffset, data.byteLength).setUint32(8, 0);
    }
    for (let c = 0; c < 4; c++) file[12 + i * 16 + c] = tag.charCodeAt(c);
    view.setUint32(12 + i * 16 + 4, checksum(data));
    view.setUint32(12 + i * 16 + 8, offset);
    view.setUint32(12 + i * 16 + 12, data.length);
    file.set(data, offset);
    offset += Math.ceil(data.length / 4) * 4;
  });
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(file)) >>> 0);
  return file;
}

/** A `cmap` with one Windows full-Unicode subtable (format 12), code points to glyph ids. */
function cmapOf(map: Map<number, number>): Uint8Array {
  const points = [...map.keys()].sort((a, b) => a - b);
  const groups: [number, number, number][] = [];
  for (const cp of points) {
    const gid = map.get(cp) as number;
    const last = groups.at(-1);
    if (last && cp === last[1] + 1 && gid === last[2] + (cp - last[0])) last[1] = cp;
    else groups.push([cp, cp, gid]);
  }
  const length = 16 + 12 * groups.length;
  const data = new Uint8Array(12 + length);
  const view = new DataView(data.buffer);
  view.setUint16(2, 1); // one subtable
  view.setUint16(4, 3); // Windows
  view.setUint16(6, 10); // full Unicode
  view.setUint32(8, 12);
  view.setUint16(12, 12); // format 12
  view.setUint32(16, length);
  view.setUint32(24, groups.length);
  groups.forEach(([from, to, gid], i) => {
    view.setUint32(28 + i * 12, from);
    view.setUint32(32 + i * 12, to);
    view.setUint32(36 + i * 12, gid);
  });
  return data;
}

/** `post` version 3 (no glyph names: the subset's glyph ids are new). */
function postOf(original: Uint8Array): Uint8Array {
  const post = new Uint8Array(32);
  post.set(original.subarray(0, 32));
  new DataView(post.buffer).setUint32(0, 0x00030000);
  return post;
}

function tablesOf(file: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...file.slice(at, at + 4));
    const offset = view.getUint32(at + 8);
    tables.set(tag, Uint8Array.prototype.slice.call(file, offset, offset + view.getUint32(at + 12)));
  }
  return tables;
}

/** The font cut to the code points it maps among `points`. */
export async function subsetFont(source: Uint8Array, points: number[]): Promise<{ file: Uint8Array; mapped: number }> {
  const font = fontkit.create(source);
  const subset = font.createSubset();
  const map = new Map<number, number>();
  for (const cp of points) {
    const glyph = font.glyphForCodePoint(cp);
    if (glyph.id !== 0) map.set(cp, subset.includeGlyph(glyph));
  }
  const parts: Uint8Array[] = [];
  const encoded = await new Promise<Uint8Array>((done, fail) => {
    subset
      .encodeStream()
      .on('data', (bytes: Uint8Array) => parts.push(bytes))
      .on('end', () => done(Buffer.concat(parts)));
    setTimeout(() => fail(new Error('The subset did not finish encoding')), 60_000).unref();
  });
  const glyphs = tablesOf(encoded);
  const original = tablesOf(source);
  const tables = new Map<string, Uint8Array>(glyphs);
  for (const tag of ['name', 'OS/2']) tables.set(tag, original.get(tag) as Uint8Array);
  tables.set('post', postOf(original.get('post') as Uint8Array));
  tables.set('cmap', cmapOf(map));
  return { file: writeSfnt(tables), mapped: map.size };
}

function fetchPackage(name: string, files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'binder-fonts-'));
  const tarball = execFileSync('npm', ['pack', name, '--silent'], { cwd: dir, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', tarball, ...files.map((f) => `package/${f}`)], { cwd: dir });
  return join(dir, 'package');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const latin = fetchPackage('@expo-google-fonts/noto-sans@0.4.2', [
    '400Regular/NotoSans_400Regular.ttf',
    '700Bold/NotoSans_700Bold.ttf',
    'LICENSE_FONT',
  ]);
  const cjk = fetchPackage('@expo-google-fonts/noto-sans-sc@0.4.3', ['400Regular/NotoSansSC_400Regular.ttf']);
  const jobs: [string, string, number[]][] = [
    ['NotoSans-Regular.ttf', join(latin, '400Regular/NotoSans_400Regular.ttf'), expand(LATIN_RANGES)],
    ['NotoSans-Bold.ttf', join(latin, '700Bold/NotoSans_700Bold.ttf'), expand(LATIN_RANGES)],
    [
      'NotoSansSC-Regular-GB2312.ttf',
      join(cjk, '400Regular/NotoSansSC_400Regular.ttf'),
      [...expand(CJK_EXTRA), ...gb2312Hanzi()],
    ],
  ];
  for (const [name, from, points] of jobs) {
    const { file, mapped } = await subsetFont(readFileSync(from), points);
    writeFileSync(join(out, name), file);
    console.log(`${name}: ${mapped} code points, ${(file.length / 1024).toFixed(0)} KB`);
  }
  writeFileSync(join(out, 'OFL.txt'), readFileSync(join(latin, 'LICENSE_FONT')));
}

/**
 * A PDF's skeleton, read the way a viewer opens the file: the last bytes give `startxref` (then
 * `%%EOF`), the offset there is a cross-reference section (an `xref` table with its trailer, or a
 * cross-reference stream, compressed or not, and the earlier sections its `/Prev` names), the
 * trailer's `/Root` is the catalog, whose `/Pages` is the page tree; its `/Count` must be at least
 * one and its first kid must lead to a `/Page`. Objects are found through the cross-reference,
 * either at a byte offset or inside an object stream. Only those bytes are read.
 */
import { inflateSync } from 'node:zlib';
import { type ByteWindows, latin1, UnreadableStructure } from './byte-windows';

export const PDF_XREF_REJECTION = 'The PDF is damaged: it has no readable cross-reference table';
export const PDF_PAGES_REJECTION = 'The PDF has no pages';

type PdfVerdict = { ok: true; pages: number } | { ok: false; reason: string };

/** Where an object is: at a byte offset, or the `index`-th object of object stream `stream`. */
type Location = { offset: number } | { stream: number; index: number };

interface XrefSection {
  trailer: string;
  find(objectNumber: number): Promise<Location | null | undefined>;
}

/** Largest stream (object or cross-reference stream) read and inflated, and its inflated size. */
const MAX_STREAM_BYTES = 4 * 1024 * 1024;
const MAX_SECTIONS = 16;
const MAX_TREE_DEPTH = 16;

const damaged = (why: string) => new UnreadableStructure(`PDF: ${why}`);

const intOf = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?![\\d.\\s]*\\d*\\s+R)`).exec(dict);
  return match ? Number(match[1]) : undefined;
};
const refOf = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};
const isType = (dict: string, type: string) => new RegExp(`/Type\\s*/${type}(?![A-Za-z])`).test(dict);

/** The dictionary `<< … >>` starting at `from` (nested dictionaries included), or undefined if cut off. */
export function dictionaryAt(text: string, from: number): string | undefined {
  if (!text.startsWith('<<', from)) return undefined;
  let depth = 0;
  for (let i = from; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    if (pair === '<<') {
      depth += 1;
      i += 1;
    } else if (pair === '>>') {
      depth -= 1;
      i += 1;
      if (depth === 0) return text.slice(from, i + 1);
    } else if (text[i] === '(') {
      i = skipString(text, i);
    }
  }
  return undefined;
}

/** Index of the `)` closing the literal string opened at `from` (escapes and nesting honoured). */
function skipString(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** An indirect object `n g obj <dict> [stream…]` as read at `offset` of `text`. */
interface RawObject {
  dict: string;
  /** Offset of the stream's first byte, relative to where `text` starts, if the object is a stream. */
  streamStart?: number;
}

function objectIn(text: string, objectNumber: number | undefined): RawObject | undefined {
  const head = /^\s*(\d+)\s+(\d+)\s+obj\s*/.exec(text);
  if (!head || (objectNumber !== undefined && Number(head[1]) !== objectNumber)) return undefined;
  const dict = dictionaryAt(text, head[0].length);
  if (!dict) return undefined;
  const after = /^\s*stream\r?\n/.exec(text.slice(head[0].length + dict.length));
  return after ? { dict, streamStart: head[0].length + dict.length + after[0].length } : { dict };
}

/** Undoes the PNG predictors (/Predictor ≥ 10) of a Flate stream, one byte per pixel. */
function unpredict(data: Uint8Array, columns: number): Uint8Array {
  const rowLength = columns + 1;
  const rows = Math.floor(data.length / rowLength);
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * rowLength];
    for (let c = 0; c < columns; c++) {
      const raw = data[r * rowLength + 1 + c] ?? 0;
      const left = c > 0 ? (out[r * columns + c - 1] ?? 0) : 0;
      const up = r > 0 ? (out[(r - 1) * columns + c] ?? 0) : 0;
      const upLeft = r > 0 && c > 0 ? (out[(r - 1) * columns + c - 1] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw damaged('unknown PNG predictor');
      out[r * columns + c] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** A stream's decoded bytes: only /FlateDecode (or no filter), with the PNG predictors. */
function decodeStream(dict: string, raw: Uint8Array): Uint8Array {
  const filter = /\/Filter\s*\[?\s*\/(\w+)/.exec(dict)?.[1];
  if (filter === undefined) return raw;
  if (filter !== 'FlateDecode') throw damaged(`unsupported filter ${filter}`);
  let data: Uint8Array;
  try {
    data = inflateSync(raw, { maxOutputLength: MAX_STREAM_BYTES });
  } catch {
    throw damaged('stream does not inflate');
  }
  const predictor = intOf(dict, 'Predictor') ?? 1;
  if (predictor < 10) {
    if (predictor !== 1) throw damaged('unsupported predictor');
    return data;
  }
  return unpredict(data, intOf(dict, 'Columns') ?? 1);
}

export class PdfReader {
  private readonly sections: XrefSection[] = [];

  constructor(private readonly file: ByteWindows) {}

  /** The cross-reference sections from `startxref` back through `/Prev` (and hybrid `/XRefStm`). */
  async readCrossReference(): Promise<boolean> {
    const tailStart = Math.max(0, this.file.size - 1024);
    const tail = await this.file.text(tailStart, this.file.size - tailStart);
    const at = tail.lastIndexOf('startxref');
    const match = at < 0 ? null : /^startxref\s+(\d+)\s+%%EOF/.exec(tail.slice(at));
    let offset: number | undefined = match ? Number(match[1]) : undefined;
    const seen = new Set<number>();
    while (offset !== undefined && this.sections.length < MAX_SECTIONS) {
      if (offset <= 0 || offset >= this.file.size || seen.has(offset)) return false;
      seen.add(offset);
      const section = await this.sectionAt(offset);
      if (!section) return false;
      this.sections.push(section);
      const stream = intOf(section.trailer, 'XRefStm');
      if (stream !== undefined) {
        const hybrid = await this.sectionAt(stream);
        if (hybrid) this.sections.push(hybrid);
      }
      offset = intOf(section.trailer, 'Prev');
    }
    return this.sections.length > 0;
  }

  private async sectionAt(offset: number): Promise<XrefSection | undefined> {
    const text = await this.file.text(offset, 64);
    if (/^\s*xref/.test(text)) return this.tableAt(offset);
    return this.streamSectionAt(offset);
  }

  /** A classic `xref` table: subsections `first count` of 20-byte entries, then `trailer <<…>>`. */
  private async tableAt(offset: number): Promise<XrefSection | undefined> {
    const subsections: { first: number; count: number; entries: number }[] = [];
    let at = offset + ((await this.file.text(offset, 64)).indexOf('xref') + 4);
    for (let i = 0; i < 10_000; i++) {
      const text = await this.file.text(at, 64);
      const header = /^\s*(\d+)\s+(\d+)[ \t]*\r?\n?/.exec(text);
      if (!header) break;
      const [first, count] = [Number(header[1]), Number(header[2])];
      subsections.push({ first, count, entries: at + header[0].length });
      at += header[0].length + count * 20;
    }
    const text = await this.file.text(at, 8 * 1024);
    const trailerAt = /^\s*trailer\s*/.exec(text);
    const trailer = trailerAt && dictionaryAt(text, trailerAt[0].length);
    if (!trailer || subsections.length === 0) return undefined;
    return {
      trailer,
      find: async (n) => {
        const sub = subsections.find((s) => n >= s.first && n < s.first + s.count);
        if (!sub) return undefined;
        const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(await this.file.text(sub.entries + (n - sub.first) * 20, 20));
        if (!entry) throw damaged('malformed cross-reference entry');
        return entry[3] === 'n' ? { offset: Number(entry[1]) } : null;
      },
    };
  }

  /** A cross-reference stream: `/Type /XRef` with `/W`, `/Index`, decoded into object locations. */
  private async streamSectionAt(offset: number): Promise<XrefSection | undefined> {
    const object = await this.objectAt(offset, undefined);
    if (!object || !isType(object.dict, 'XRef')) return undefined;
    const widths = /\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(object.dict)?.slice(1).map(Number);
    if (!widths || widths.some((w) => w > 8)) throw damaged('malformed /W');
    const [w1, w2, w3] = widths as [number, number, number];
    const size = intOf(object.dict, 'Size') ?? 0;
    const index = /\/Index\s*\[([\d\s]*)\]/.exec(object.dict)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, size];
    const data = object.data;
    const locations = new Map<number, Location | null>();
    const field = (at: number, width: number, absent: number) => {
      if (width === 0) return absent;
      let value = 0;
      for (let i = 0; i < width; i++) value = value * 256 + (data[at + i] ?? 0);
      return value;
    };
    let at = 0;
    for (let i = 0; i + 1 < index.length; i += 2) {
      const [first, count] = [index[i] ?? 0, index[i + 1] ?? 0];
      for (let n = first; n < first + count && at + w1 + w2 + w3 <= data.length; n++) {
        const type = field(at, w1, 1);
        const [f2, f3] = [field(at + w1, w2, 0), field(at + w1 + w2, w3, 0)];
        at += w1 + w2 + w3;
        if (type === 1) locations.set(n, { offset: f2 });
        else if (type === 2) locations.set(n, { stream: f2, index: f3 });
        else if (type === 0) locations.set(n, null);
      }
    }
    return { trailer: object.dict, find: async (n) => locations.get(n) };
  }

  /** The object at a byte offset, with its stream's decoded data if it has one. */
  private async objectAt(offset: number, objectNumber: number | undefined) {
    let object: RawObject | undefined;
    let text = '';
    for (const length of [16 * 1024, 256 * 1024]) {
      text = await this.file.text(offset, length);
      object = objectIn(text, objectNumber);
      if (object || text.length < length) break;
    }
    if (!object) return undefined;
    if (object.streamStart === undefined) return { dict: object.dict, data: new Uint8Array(0) };
    const length = intOf(object.dict, 'Length') ?? (await this.indirectLength(object.dict));
    if (length === undefined || length > MAX_STREAM_BYTES) throw damaged('stream length missing or too large');
    const raw = await this.file.bytes(offset + object.streamStart, length);
    return { dict: object.dict, data: decodeStream(object.dict, raw) };
  }

  /** `/Length n g R`: the number held by that object. */
  private async indirectLength(dict: string): Promise<number | undefined> {
    const ref = refOf(dict, 'Length');
    const location = ref === undefined ? undefined : await this.locate(ref);
    if (!location || !('offset' in location)) return undefined;
    const value = /^\s*\d+\s+\d+\s+obj\s*(\d+)/.exec(await this.file.text(location.offset, 64));
    return value ? Number(value[1]) : undefined;
  }

  private async locate(objectNumber: number): Promise<Location | undefined> {
    for (const section of this.sections) {
      const location = await section.find(objectNumber);
      if (location !== undefined) return location ?? undefined;
    }
    return undefined;
  }

  /** The dictionary of object `objectNumber`, wherever the cross-reference puts it. */
  async dictionaryOf(objectNumber: number): Promise<string | undefined> {
    const location = await this.locate(objectNumber);
    if (!location) return undefined;
    if ('offset' in location) return (await this.objectAt(location.offset, objectNumber))?.dict;
    const container = await this.locate(location.stream);
    if (!container || !('offset' in container)) return undefined;
    const stream = await this.objectAt(container.offset, location.stream);
    if (!stream || !isType(stream.dict, 'ObjStm')) return undefined;
    const text = latin1(stream.data);
    const first = intOf(stream.dict, 'First') ?? 0;
    const pairs = text.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      if (pairs[i] !== objectNumber) continue;
      const start = first + (pairs[i + 1] ?? 0);
      const from = start + (/^\s*/.exec(text.slice(start))?.[0].length ?? 0);
      return dictionaryAt(text, from);
    }
    return undefined;
  }

  trailerRoot(): number | undefined {
    for (const section of this.sections) {
      const root = refOf(section.trailer, 'Root');
      if (root !== undefined) return root;
    }
    return undefined;
  }
}

/** Follows the page tree's first kids down to a leaf: true when it is a `/Page`. */
async function reachesAPage(pdf: PdfReader, pagesDict: string): Promise<boolean> {
  let dict: string | undefined = pagesDict;
  for (let depth = 0; dict && depth < MAX_TREE_DEPTH; depth++) {
    if (isType(dict, 'Page')) return true;
    const kid = /\/Kids\s*\[\s*(\d+)\s+\d+\s+R/.exec(dict);
    if (!kid) return false;
    dict = await pdf.dictionaryOf(Number(kid[1]));
  }
  return false;
}

export async function inspectPdf(file: ByteWindows): Promise<PdfVerdict> {
  const pdf = new PdfReader(file);
  if (!(await pdf.readCrossReference())) return { ok: false, reason: PDF_XREF_REJECTION };
  const root = pdf.trailerRoot();
  const catalog = root === undefined ? undefined : await pdf.dictionaryOf(root);
  if (!catalog) return { ok: false, reason: PDF_XREF_REJECTION };
  const pagesRef = refOf(catalog, 'Pages');
  const pages = pagesRef === undefined ? undefined : await pdf.dictionaryOf(pagesRef);
  const count = pages ? (intOf(pages, 'Count') ?? 0) : 0;
  if (!pages || count < 1 || !(await reachesAPage(pdf, pages))) return { ok: false, reason: PDF_PAGES_REJECTION };
  return { ok: true, pages: count };
}

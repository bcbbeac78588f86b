import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFromBuffer } from './byte-windows';
import { IMAGE_SIZE_REJECTION, inspectFileStructure, PDF_PAGES_REJECTION, PDF_XREF_REJECTION } from './file-structure';

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';
const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';

/** A PDF with a classic xref table; `tail` replaces what follows the objects (for broken files). */
function classicPdf(objects: string[], tail?: (xrefAt: number) => string): Buffer {
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xrefAt = body.length;
  if (tail) return Buffer.from(body + tail(xrefAt), 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Appends an incremental update whose new catalog (object 4) points at `pagesObject`. */
function withUpdate(base: Buffer, previousXref: number, catalog: string): Buffer {
  const objectAt = base.length;
  const update = `4 0 obj\n${catalog}\nendobj\n`;
  const xrefAt = objectAt + update.length;
  const tail = `xref\n4 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 5 /Root 4 0 R /Prev ${previousXref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([base, Buffer.from(update + tail, 'latin1')]);
}

/**
 * A PDF 1.5 file as many producers write it: the catalog and page tree compressed in an object
 * stream, a cross-reference stream with the PNG "Up" predictor, `/Length` of the object stream indirect.
 */
function compressedPdf(pages = PAGES): Buffer {
  const inStream = [CATALOG, pages];
  let header = '';
  let objects = '';
  inStream.forEach((object, i) => {
    header += `${i + 1} ${objects.length} `;
    objects += `${object}\n`;
  });
  const streamData = deflateSync(Buffer.from(header + objects, 'latin1'));
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  const offsets: Record<number, number> = {};
  const add = (n: number, text: string | Buffer) => {
    offsets[n] = Buffer.concat(parts).length;
    parts.push(typeof text === 'string' ? Buffer.from(text, 'latin1') : text);
  };
  add(3, `3 0 obj\n${PAGE}\nendobj\n`);
  add(
    4,
    Buffer.concat([
      Buffer.from(
        `4 0 obj\n<< /Type /ObjStm /N 2 /First ${header.length} /Length 5 0 R /Filter /FlateDecode >>\nstream\n`,
      ),
      streamData,
      Buffer.from('\nendstream\nendobj\n'),
    ]),
  );
  add(5, `5 0 obj\n${streamData.length}\nendobj\n`);
  const xrefAt = Buffer.concat(parts).length;
  const rows = [
    [0, 0, 0xffff],
    [2, 4, 0],
    [2, 4, 1],
    [1, offsets[3] ?? 0, 0],
    [1, offsets[4] ?? 0, 0],
    [1, offsets[5] ?? 0, 0],
    [1, xrefAt, 0],
  ].map(([type, f2, f3]) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type ?? 0, 0);
    row.writeUInt32BE(f2 ?? 0, 1);
    row.writeUInt16BE(f3 ?? 0, 5);
    return row;
  });
  const predicted = rows.map((row, r) => {
    const previous = rows[r - 1] ?? Buffer.alloc(7);
    return Buffer.concat([Buffer.from([2]), Buffer.from(row.map((byte, c) => (byte - (previous[c] ?? 0)) & 0xff))]);
  });
  const xrefData = deflateSync(Buffer.concat(predicted));
  parts.push(
    Buffer.from(
      `6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 7 /Predictor 12 >> /Length ${xrefData.length} >>\nstream\n`,
      'latin1',
    ),
    xrefData,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}

const inspect = (kind: 'pdf' | 'png' | 'jpeg', bytes: Buffer) =>
  inspectFileStructure(kind, bytes.length, readFromBuffer(bytes));

function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
}

/** SOI, an APP0 and a large APP1 (EXIF-like) segment, then a baseline frame header. */
function jpeg(width: number, height: number, appBytes = 40_000): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const frame = Buffer.alloc(15);
  frame.writeUInt8(8, 0);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.alloc(appBytes, 7)),
    segment(0xc0, frame),
    Buffer.from([0xff, 0xda, 0, 2, 0xff, 0xd9]),
  ]);
}

describe('PDF structure', () => {
  it('accepts a PDF with an xref table, its catalog and a page', async () => {
    expect(await inspect('pdf', classicPdf([CATALOG, PAGES, PAGE]))).toEqual({ ok: true, pages: 1 });
  });

  it('accepts a compressed PDF: xref stream with predictor, catalog and pages inside an object stream', async () => {
    expect(await inspect('pdf', compressedPdf())).toEqual({ ok: true, pages: 1 });
  });

  it('follows an incremental update back through /Prev', async () => {
    const base = classicPdf([CATALOG, PAGES, PAGE]);
    const previous = Number(/startxref\n(\d+)/.exec(base.toString('latin1'))?.[1]);
    expect(await inspect('pdf', withUpdate(base, previous, CATALOG))).toEqual({ ok: true, pages: 1 });
    // The update's catalog names a page tree that does not exist.
    const broken = withUpdate(base, previous, '<< /Type /Catalog /Pages 9 0 R >>');
    expect(await inspect('pdf', broken)).toEqual({ ok: false, reason: PDF_PAGES_REJECTION });
  });

  it('refuses a PDF without a cross-reference: no startxref, or one pointing at nothing', async () => {
    const noXref = classicPdf([CATALOG, PAGES, PAGE], () => '%%EOF\n');
    expect(await inspect('pdf', noXref)).toEqual({ ok: false, reason: PDF_XREF_REJECTION });
    const wrongOffset = classicPdf([CATALOG, PAGES, PAGE], () => 'startxref\n12\n%%EOF\n');
    expect(await inspect('pdf', wrongOffset)).toEqual({ ok: false, reason: PDF_XREF_REJECTION });
    const pastEnd = classicPdf([CATALOG, PAGES, PAGE], () => 'startxref\n999999\n%%EOF\n');
    expect(await inspect('pdf', pastEnd)).toEqual({ ok: false, reason: PDF_XREF_REJECTION });
    const header = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]);
    expect(await inspect('pdf', header)).toEqual({ ok: false, reason: PDF_XREF_REJECTION });
  });

  it('refuses a PDF whose page tree is empty or leads to no page', async () => {
    const empty = classicPdf([CATALOG, '<< /Type /Pages /Kids [] /Count 0 >>', PAGE]);
    expect(await inspect('pdf', empty)).toEqual({ ok: false, reason: PDF_PAGES_REJECTION });
    const lying = classicPdf([CATALOG, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Font >>']);
    expect(await inspect('pdf', lying)).toEqual({ ok: false, reason: PDF_PAGES_REJECTION });
    expect(await inspect('pdf', compressedPdf('<< /Type /Pages /Kids [] /Count 0 >>'))).toEqual({
      ok: false,
      reason: PDF_PAGES_REJECTION,
    });
  });

  it('reads only the windows it needs from a large file', async () => {
    const pdf = classicPdf([
      CATALOG,
      PAGES,
      PAGE,
      `<< /Length 4000000 >>\nstream\n${'x'.repeat(4_000_000)}\nendstream`,
    ]);
    const reads: number[] = [];
    const verdict = await inspectFileStructure('pdf', pdf.length, async (offset, length) => {
      reads.push(length);
      return pdf.subarray(offset, offset + length);
    });
    expect(verdict).toEqual({ ok: true, pages: 1 });
    expect(reads.reduce((sum, length) => sum + length, 0)).toBeLessThan(100 * 1024);
  });
});

describe('image structure', () => {
  it('accepts a PNG with plausible dimensions, refuses zero, oversized or a missing IHDR', async () => {
    expect(await inspect('png', png(320, 200))).toEqual({ ok: true, width: 320, height: 200 });
    expect(await inspect('png', png(20_000, 1))).toMatchObject({ ok: true });
    for (const [width, height] of [
      [0, 200],
      [320, 0],
      [20_001, 200],
      [0x7fffffff, 10],
    ]) {
      expect(await inspect('png', png(width ?? 0, height ?? 0))).toEqual({ ok: false, reason: IMAGE_SIZE_REJECTION });
    }
    const noHeader = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(40, 1),
    ]);
    expect(await inspect('png', noHeader)).toEqual({ ok: false, reason: IMAGE_SIZE_REJECTION });
  });

  it('finds a JPEG frame header after large application segments', async () => {
    expect(await inspect('jpeg', jpeg(1200, 800))).toEqual({ ok: true, width: 1200, height: 800 });
    expect(await inspect('jpeg', jpeg(1200, 800, 60_000))).toEqual({ ok: true, width: 1200, height: 800 });
  });

  it('refuses a JPEG without a frame header or with a zero side', async () => {
    expect(await inspect('jpeg', jpeg(0, 800))).toEqual({ ok: false, reason: IMAGE_SIZE_REJECTION });
    expect(await inspect('jpeg', jpeg(1200, 0))).toEqual({ ok: false, reason: IMAGE_SIZE_REJECTION });
    const noFrame = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]), Buffer.alloc(1024, 2)]);
    expect(await inspect('jpeg', noFrame)).toEqual({ ok: false, reason: IMAGE_SIZE_REJECTION });
  });
});

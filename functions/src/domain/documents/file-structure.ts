/**
 * Beyond the magic bytes: is the file what it claims to be? A PDF must have a readable
 * cross-reference (table or stream, found through `startxref`) leading to a page tree with at least
 * one page (pdf-structure.ts); a PNG's header (IHDR) and a JPEG's frame header (SOFn) must give a
 * plausible width and height. Only the bytes these need are read: the first bytes, the last ones,
 * and what the offsets found there point to (ByteWindows). Pure apart from the injected reader.
 */
import { ByteWindows, type ReadBytes, UnreadableStructure } from './byte-windows';
import type { FileKind } from './file-check';
import { inspectPdf, PDF_XREF_REJECTION } from './pdf-structure';

export { PDF_PAGES_REJECTION, PDF_XREF_REJECTION } from './pdf-structure';

/** Largest width or height a scan or photo of a document plausibly has. */
export const MAX_IMAGE_SIDE = 20_000;

export const IMAGE_SIZE_REJECTION = `The image is damaged: its width and height must be between 1 and ${MAX_IMAGE_SIDE} pixels`;

export type StructureVerdict =
  | { ok: true; width?: number; height?: number; pages?: number }
  | { ok: false; reason: string };

const plausible = (side: number) => Number.isInteger(side) && side >= 1 && side <= MAX_IMAGE_SIDE;

function imageVerdict(width: number, height: number): StructureVerdict {
  return plausible(width) && plausible(height)
    ? { ok: true, width, height }
    : { ok: false, reason: IMAGE_SIZE_REJECTION };
}

const uint32 = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
const uint16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);

/** PNG: the signature is followed by the IHDR chunk (length 13), whose data starts with width and height. */
async function inspectPng(file: ByteWindows): Promise<StructureVerdict> {
  const head = await file.bytes(0, 24);
  const isIhdr =
    head.length === 24 && uint32(head, 8) === 13 && String.fromCharCode(...head.subarray(12, 16)) === 'IHDR';
  return isIhdr ? imageVerdict(uint32(head, 16), uint32(head, 20)) : { ok: false, reason: IMAGE_SIZE_REJECTION };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are other segments. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walk the segments from SOI (each marker with its 2-byte length) to the first start of
 * frame, whose header holds height then width. Reaching the scan data or the end without one is
 * a damaged file.
 */
async function inspectJpeg(file: ByteWindows): Promise<StructureVerdict> {
  let at = 2;
  for (let segments = 0; segments < 512 && at + 4 <= file.size; segments++) {
    const head = await file.bytes(at, 2);
    if (head[0] !== 0xff) break;
    const marker = head[1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, or scan data before any frame header
    const length = uint16(await file.bytes(at + 2, 2), 0);
    if (length < 2) break;
    if (isStartOfFrame(marker)) {
      const frame = await file.bytes(at + 4, 5);
      if (frame.length < 5) break;
      return imageVerdict(uint16(frame, 3), uint16(frame, 1));
    }
    at += 2 + length;
  }
  return { ok: false, reason: IMAGE_SIZE_REJECTION };
}

/**
 * The structure verdict for a file whose kind the magic bytes gave. A file that cannot be read as
 * its kind within the read budget is refused with its kind's reason.
 */
export async function inspectFileStructure(kind: FileKind, size: number, read: ReadBytes): Promise<StructureVerdict> {
  const file = new ByteWindows(size, read);
  try {
    if (kind === 'png') return await inspectPng(file);
    if (kind === 'jpeg') return await inspectJpeg(file);
    return await inspectPdf(file);
  } catch (error) {
    if (!(error instanceof UnreadableStructure)) throw error;
    return { ok: false, reason: kind === 'pdf' ? PDF_XREF_REJECTION : IMAGE_SIZE_REJECTION };
  }
}

/**
 * Random access to a file that is read in bounded windows (S3 ranged GETs in production, a buffer
 * in tests): the structure checks ask for a few bytes at an offset, and a window of at least
 * `WINDOW_BYTES` is read there and kept, so neighbouring asks cost nothing. The number of reads is
 * capped: a file whose structure needs more is treated as unreadable. Pure apart from the reader.
 */

/** Reads up to `length` bytes at `offset`; fewer only at the end of the file. */
export type ReadBytes = (offset: number, length: number) => Promise<Uint8Array>;

export const WINDOW_BYTES = 16 * 1024;
export const MAX_READS = 32;

/** The file needed more reads than allowed, or the reader returned less than the file holds. */
export class UnreadableStructure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableStructure';
  }
}

interface Window {
  offset: number;
  bytes: Uint8Array;
}

export class ByteWindows {
  private readonly windows: Window[] = [];
  /** Reads made so far (the tests and the logs look at it). */
  reads = 0;
  bytesRead = 0;

  constructor(
    readonly size: number,
    private readonly read: ReadBytes,
    private readonly maxReads = MAX_READS,
  ) {}

  /** `length` bytes at `offset`, clamped to the file (an offset past the end gives no bytes). */
  async bytes(offset: number, length: number): Promise<Uint8Array> {
    const start = Math.max(0, Math.floor(offset));
    const end = Math.min(this.size, start + Math.max(0, Math.floor(length)));
    if (start >= end) return new Uint8Array(0);
    const hit = this.windows.find((w) => w.offset <= start && w.offset + w.bytes.length >= end);
    if (hit) return hit.bytes.subarray(start - hit.offset, end - hit.offset);
    if (this.reads >= this.maxReads) throw new UnreadableStructure('Too many reads for one file');
    this.reads += 1;
    const want = Math.min(this.size - start, Math.max(end - start, WINDOW_BYTES));
    const bytes = await this.read(start, want);
    this.bytesRead += bytes.length;
    if (bytes.length < end - start) throw new UnreadableStructure('The file is shorter than its size');
    this.windows.push({ offset: start, bytes });
    return bytes.subarray(0, end - start);
  }

  /** The same, as Latin-1 text (one character per byte, so indexes stay byte offsets). */
  async text(offset: number, length: number): Promise<string> {
    return latin1(await this.bytes(offset, length));
  }
}

export const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');

/** A reader over bytes in memory. */
export const readFromBuffer =
  (bytes: Uint8Array): ReadBytes =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);

import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * gzip answers spliced from pieces deflated once: each cached piece is raw deflate data that ends on a
 * byte boundary (sync flush) and refers to nothing before it, so pieces can follow one another in one
 * deflate stream; small per-request pieces go in stored (uncompressed) blocks. The gzip checksum is
 * combined from the pieces' checksums, so cached pieces are never run through crc32 again.
 */

// CRC-32 arithmetic as in zlib's crc32_combine: the checksum of a concatenation from its parts'
// checksums, so the cached parts are not run through crc32 on every answer.
const CRC_POLY = 0xedb88320;

/** a·b modulo the CRC polynomial (bit-reflected, as CRC-32 keeps its state). */
function multModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 1 << 30; // x^1
  for (let n = 0; n < 32; n++) {
    table[n] = p;
    p = multModP(p, p);
  }
  return table;
})();

/** A part's CRC and x^(8·length): what appending the part does to a running CRC. */
export interface CrcPart {
  crc: number;
  shift: number;
}

export function crcPart(data: Buffer): CrcPart {
  let shift = 0x80000000; // x^0
  let k = 3; // 8 bits per byte
  for (let n = data.length; n > 0; n = Math.floor(n / 2), k++) if (n & 1) shift = multModP(X2N[k & 31], shift);
  return { crc: crc32(data), shift };
}

/** The CRC of (what gave `crc`) followed by the part. */
export const appendCrc = (crc: number, part: CrcPart): number => (multModP(part.shift, crc) ^ part.crc) >>> 0;

/** A piece deflated once: its raw deflate data, its checksum part and its plain length. */
export interface GzipSegment {
  deflated: Buffer;
  crc: CrcPart;
  length: number;
}

export function gzipSegment(plain: Buffer): GzipSegment {
  const deflated = deflateRawSync(plain, { finishFlush: constants.Z_SYNC_FLUSH });
  return { deflated, crc: crcPart(plain), length: plain.length };
}

// gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_HEADER = 5;
const EMPTY = Buffer.alloc(0);

/** Writes `data` (< 64 KB) as a stored (uncompressed) deflate block at `at`; returns the new offset. */
function storedBlock(out: Buffer, at: number, data: Buffer, final: boolean): number {
  out[at] = final ? 1 : 0;
  out.writeUInt16LE(data.length, at + 1);
  out.writeUInt16LE(~data.length & 0xffff, at + 3);
  out.set(data, at + STORED_HEADER);
  return at + STORED_HEADER + data.length;
}

/**
 * One gzip member of the pieces in order: Buffers (each < 64 KB) as stored blocks, segments as they are.
 * The last block is marked final (an empty stored block is added when the last piece is a segment).
 * `alloc` gives the output buffer of the exact size.
 */
export function spliceGzip(pieces: ReadonlyArray<Buffer | GzipSegment>, alloc: (size: number) => Buffer): Buffer {
  const all = Buffer.isBuffer(pieces[pieces.length - 1]) ? pieces : [...pieces, EMPTY];
  let crc = 0;
  let plain = 0;
  let size = GZIP_HEADER.length + 8;
  for (const piece of all) {
    if (Buffer.isBuffer(piece)) {
      crc = crc32(piece, crc);
      plain += piece.length;
      size += STORED_HEADER + piece.length;
    } else {
      crc = appendCrc(crc, piece.crc);
      plain += piece.length;
      size += piece.deflated.length;
    }
  }
  const out = alloc(size);
  out.set(GZIP_HEADER, 0);
  let at = GZIP_HEADER.length;
  all.forEach((piece, i) => {
    if (Buffer.isBuffer(piece)) at = storedBlock(out, at, piece, i === all.length - 1);
    else {
      out.set(piece.deflated, at);
      at += piece.deflated.length;
    }
  });
  out.writeUInt32LE(crc, at);
  out.writeUInt32LE(plain >>> 0, at + 4);
  return out;
}

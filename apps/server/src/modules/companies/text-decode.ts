import { Transform } from 'node:stream';

export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** Windows-1252 bytes 0x80–0x9F (Node 20's TextDecoder treats this range as Latin-1). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80]);
}

/** Tracks, chunk by chunk, whether a byte stream is valid UTF-8 and which byte-order mark it starts with. */
export class EncodingSniffer {
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private validUtf8 = true;
  private head = Buffer.alloc(0);

  push(chunk: Buffer): void {
    if (this.head.length < 3) this.head = Buffer.concat([this.head, chunk.subarray(0, 3 - this.head.length)]);
    if (!this.validUtf8) return;
    try {
      this.utf8.decode(chunk, { stream: true });
    } catch {
      this.validUtf8 = false;
    }
  }

  /** By byte-order mark (UTF-16, UTF-8); else UTF-8 when every byte was valid UTF-8; else Windows-1252. */
  finish(): TextEncoding {
    const head = this.head;
    if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
    if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
    // A UTF-8 byte-order mark declares the encoding; stray invalid bytes then become U+FFFD.
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
    if (this.validUtf8) {
      try {
        this.utf8.decode();
      } catch {
        return 'windows-1252';
      }
      return 'utf-8';
    }
    return 'windows-1252';
  }
}

/** Bytes in, text out, with CRLF and lone CR turned into LF (csv-parse then counts lines right). */
export function decodingStream(encoding: TextEncoding): Transform {
  const decoder = encoding === 'windows-1252' ? null : new TextDecoder(encoding);
  let pendingCr = false;
  const normalise = (text: string) => {
    let value = (pendingCr ? '\r' : '') + text;
    pendingCr = value.endsWith('\r');
    if (pendingCr) value = value.slice(0, -1);
    return value.replace(/\r\n?/g, '\n');
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder ? decoder.decode(chunk, { stream: true }) : decodeWindows1252(chunk);
      const out = normalise(text);
      done(null, out.length > 0 ? out : undefined);
    },
    flush(done) {
      const out = normalise(decoder ? decoder.decode() : '') + (pendingCr ? '\n' : '');
      done(null, out.length > 0 ? out : undefined);
    },
  });
}

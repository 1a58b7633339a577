import { Transform } from 'node:stream';
import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

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

/**
 * Bytes in, text out (iconv-lite, one streaming decoder for every encoding; a byte-order mark is dropped), with
 * CRLF and lone CR turned into LF (csv-parse then counts lines right).
 */
export function decodingStream(encoding: TextEncoding): Transform {
  const decoder = iconv.getDecoder(encoding);
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
      const out = normalise(decoder.write(chunk));
      done(null, out.length > 0 ? out : undefined);
    },
    flush(done) {
      const out = normalise(decoder.end() ?? '') + (pendingCr ? '\n' : '');
      done(null, out.length > 0 ? out : undefined);
    },
  });
}

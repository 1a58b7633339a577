// Cuts the bytes a PostgreSQL client sends into whole protocol messages. Until the startup message the
// client sends untyped messages (length, code); after it every message is a type byte and a length.

const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Larger than any statement the server sends; a length beyond it means the stream is garbage. */
const MAX_MESSAGE = 1 << 30;

export type FramedMessage =
  | { kind: 'ssl-request' }
  | { kind: 'cancel-request' }
  | { kind: 'terminate' }
  | { kind: 'startup' | 'message'; bytes: Uint8Array };

export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private started = false;

  /** Takes the next bytes read from the socket; returns every message now complete, in order. */
  push(chunk: Buffer): FramedMessage[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: FramedMessage[] = [];
    for (;;) {
      const message = this.next();
      if (!message) return messages;
      messages.push(message);
    }
  }

  private next(): FramedMessage | null {
    const typed = this.started;
    const headerLength = typed ? 5 : 8;
    if (this.buffered < headerLength) return null;
    const header = this.peek(headerLength);
    const length = typed ? 1 + header.readInt32BE(1) : header.readInt32BE(0);
    if (length < headerLength || length > MAX_MESSAGE) {
      throw new Error(`Ungültige Nachrichtenlänge ${length}`);
    }
    if (this.buffered < length) return null;
    const bytes = this.take(length);
    if (typed) return bytes[0] === 0x58 ? { kind: 'terminate' } : { kind: 'message', bytes };
    const code = header.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) return { kind: 'ssl-request' };
    if (code === CANCEL_REQUEST) return { kind: 'cancel-request' };
    this.started = true;
    return { kind: 'startup', bytes };
  }

  private peek(n: number): Buffer {
    if (this.chunks[0].length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0].subarray(0, n);
  }

  private take(n: number): Buffer {
    if (this.chunks[0].length < n) this.chunks = [Buffer.concat(this.chunks)];
    const first = this.chunks[0];
    const bytes = first.subarray(0, n);
    if (first.length === n) this.chunks.shift();
    else this.chunks[0] = first.subarray(n);
    this.buffered -= n;
    return bytes;
  }
}

import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodingStream, EncodingSniffer, type TextEncoding } from './text-decode.js';

const sniff = (...chunks: number[][]) => {
  const sniffer = new EncodingSniffer();
  for (const chunk of chunks) sniffer.push(Buffer.from(chunk));
  return sniffer.finish();
};

async function decode(chunks: Buffer[], encoding: TextEncoding) {
  let text = '';
  for await (const part of Readable.from(chunks).pipe(decodingStream(encoding))) text += part;
  return text;
}

describe('text decoding of uploads', () => {
  it('detects UTF-8 (also split inside a character), BOMs and falls back to Windows-1252', () => {
    expect(sniff([0x41, 0xc3], [0xbc, 0x42])).toBe('utf-8');
    expect(sniff([0x41, 0xfc, 0x42])).toBe('windows-1252');
    expect(sniff([0x41, 0xc3])).toBe('windows-1252');
    expect(sniff([0xef], [0xbb, 0xbf, 0xfc])).toBe('utf-8');
    expect(sniff([0xff, 0xfe, 0x41, 0x00])).toBe('utf-16le');
    expect(sniff([0xfe, 0xff, 0x00, 0x41])).toBe('utf-16be');
    expect(sniff()).toBe('utf-8');
  });

  it('maps the Windows-1252 range 0x80–0x9F that Latin-1 gets wrong', async () => {
    expect(await decode([Buffer.from([0x80, 0x84, 0x93, 0x94, 0x96, 0xe4, 0xdf])], 'windows-1252')).toBe('€„“”–äß');
  });

  it('turns CRLF and lone CR into LF even when a CRLF is split between chunks', async () => {
    expect(await decode([Buffer.from('a\r'), Buffer.from('\nb\rc\r')], 'utf-8')).toBe('a\nb\nc\n');
    expect(await decode([Buffer.from([0xef, 0xbb, 0xbf, 0x41, 0xc3]), Buffer.from([0xa4, 0x0d, 0x0a])], 'utf-8')).toBe(
      'Aä\n',
    );
  });

  it('decodes any text the same however the bytes are chunked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.nat({ max: 200 }), async (text, cut) => {
        const bytes = Buffer.from(`x${text}`, 'utf8'); // a leading BOM would be dropped, as it should
        const at = Math.min(cut, bytes.length);
        const whole = await decode([bytes], 'utf-8');
        expect(await decode([bytes.subarray(0, at), bytes.subarray(at)], 'utf-8')).toBe(whole);
        expect(whole).toBe(`x${text}`.replace(/\r\n?/g, '\n'));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FramedMessage, MessageFramer } from './wire-framing.js';

const untyped = (code: number, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(code, 4);
  return Buffer.concat([head, body]);
};
const typed = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
};
const startup = untyped(196608, Buffer.from('user\0postgres\0\0'));
const query = typed('Q', Buffer.from('select 1\0'));
const sync = typed('S', Buffer.alloc(0));

describe('wire framing', () => {
  it('answers SSL first, then the startup message, then typed messages and Terminate', () => {
    const framer = new MessageFramer();
    const all = Buffer.concat([untyped(80877103), startup, query, sync, typed('X', Buffer.alloc(0))]);
    const messages = framer.push(all);
    expect(messages.map((m) => m.kind)).toEqual(['ssl-request', 'startup', 'message', 'message', 'terminate']);
    expect(Buffer.from((messages[2] as { bytes: Uint8Array }).bytes)).toEqual(query);
  });

  it('cuts the same messages however the bytes are split', () => {
    const all = Buffer.concat([startup, query, sync, query]);
    const whole = new MessageFramer().push(all);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: all.length - 1 }), { maxLength: 12 }), (cuts) => {
        const framer = new MessageFramer();
        const bounds = [0, ...[...cuts].sort((a, b) => a - b), all.length];
        const got: FramedMessage[] = [];
        for (let i = 1; i < bounds.length; i++) got.push(...framer.push(all.subarray(bounds[i - 1], bounds[i])));
        expect(got.map((m) => ('bytes' in m ? Buffer.from(m.bytes).toString('hex') : m.kind))).toEqual(
          whole.map((m) => ('bytes' in m ? Buffer.from(m.bytes).toString('hex') : m.kind)),
        );
      }),
    );
  });

  it('waits for a message that is not complete yet', () => {
    const framer = new MessageFramer();
    expect(framer.push(startup)).toHaveLength(1);
    expect(framer.push(query.subarray(0, 7))).toEqual([]);
    expect(framer.push(query.subarray(7))).toHaveLength(1);
  });

  it('refuses a length that cannot be a message', () => {
    const bad = Buffer.alloc(5);
    bad.write('Q', 0, 'latin1');
    bad.writeInt32BE(2, 1);
    const framer = new MessageFramer();
    framer.push(startup);
    expect(() => framer.push(bad)).toThrow(/Nachrichtenlänge/);
  });
});

// Issue 41 point 6: a request over the size limit says so ('Die Anfrage ist zu groß.'), whichever way it came.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';

const h = useHarness();
const big = 'x'.repeat(3 * 1024 * 1024);

describe('a request over the size limit', () => {
  for (const [name, contentType, payload] of [
    ['JSON', 'application/json', JSON.stringify({ keyWord: big })],
    ['text', 'text/plain', big],
  ] as const) {
    it(`is 413 'Die Anfrage ist zu groß.' (${name})`, async () => {
      const res = await h.call('admin', {
        method: 'POST',
        url: '/v1/people/list',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().error.message).toBe('Die Anfrage ist zu groß.');
    });
  }
});

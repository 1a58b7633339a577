// A request over a size limit says so ('Die Anfrage ist zu groß.'), whichever limit it passed.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';
import { multipartBody } from '../test/multipart.js';

const h = useHarness();
const big = 'x'.repeat(3 * 1024 * 1024);

describe('a request over a size limit', () => {
  for (const [name, contentType, payload] of [
    ['JSON', 'application/json', JSON.stringify({ keyWord: big })],
    ['text', 'text/plain', big],
  ] as const) {
    it(`is 413 'Die Anfrage ist zu groß.' (${name} body over 2 MB)`, async () => {
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

  it("is 413 'Die Anfrage ist zu groß.' for an upload of more files than the route takes (multipart's limit)", async () => {
    const template = (await h.call('admin', { method: 'POST', url: '/v1/templates', payload: {} })).json().guid;
    const files = Array.from({ length: 25 }, (_, i) => ({ filename: `bild${i}.png`, content: Buffer.alloc(10, 1) }));
    const res = await h.call('admin', {
      method: 'POST',
      url: `/v1/templates/upload/${template}`,
      ...multipartBody(files),
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'Die Anfrage ist zu groß.' });
  });
});

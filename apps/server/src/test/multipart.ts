import { randomUUID } from 'node:crypto';

export interface FilePart {
  /** Default `files`, the field of every upload (SPEC §7). */
  field?: string;
  filename: string;
  content: Buffer;
  /** Default application/octet-stream. */
  type?: string;
}

/** A multipart/form-data body with one part per file, as browsers send it, and its content-type header (for inject). */
export function multipartBody(files: readonly FilePart[], boundary = `----signage${randomUUID().replaceAll('-', '')}`) {
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The same with a single file. */
export const multipartFile = (filename: string, content: Buffer, field = 'files') =>
  multipartBody([{ field, filename, content }]);

// A backup archive with one entry's bytes changed (same size, manifest untouched): what a bad disk does.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** Every entry of a gzip'd tar: name and content, in order (with its header for rewriting). */
export async function archiveEntries(archive: Buffer): Promise<Array<[string, Buffer, tar.Header]>> {
  const extract = tar.extract();
  const reading = pipeline(Readable.from([archive]), createGunzip(), extract);
  const entries: Array<[string, Buffer, tar.Header]> = [];
  for await (const entry of extract as unknown as AsyncIterable<Readable & { header: tar.Header }>) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks), entry.header]);
  }
  await reading;
  return entries;
}

export async function corruptFile(archive: Buffer, entryName: string): Promise<Buffer> {
  const pack = tar.pack();
  const out: Buffer[] = [];
  const collecting = pipeline(pack, createGzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) out.push(chunk);
  });
  let found = false;
  for (const [name, data, header] of await archiveEntries(archive)) {
    if (name === entryName) {
      found = true;
      data[data.length >> 1] ^= 0xff;
    }
    pack.entry({ ...header, size: data.length }, data);
  }
  pack.finalize();
  await collecting;
  if (!found) throw new Error(`${entryName} not in the archive`);
  return Buffer.concat(out);
}

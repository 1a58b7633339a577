import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { AppContext } from '../../context.js';
import { listTemplateFiles, type TemplateRow } from './repository.js';

const asciiName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'template';

/**
 * The template as one ZIP, streamed: template.json (the config text), info.json (name, comment) and
 * files/{name} for every uploaded file.
 */
export async function templateZip(ctx: AppContext, template: TemplateRow) {
  const storage = ctx.files;
  const zip = new yazl.ZipFile();
  const mtime = new Date(ctx.clock.now());
  zip.addBuffer(Buffer.from(template.config, 'utf8'), 'template.json', { mtime });
  zip.addBuffer(
    Buffer.from(JSON.stringify({ name: template.name, comment: template.comment, guid: template.guid }, null, 2)),
    'info.json',
    { mtime },
  );
  for (const file of await listTemplateFiles(ctx.db, template.guid)) {
    const size = await storage.size(file.storageKey);
    if (size === null) continue;
    // Opened one after the other as the archive reaches them (not all at once up front).
    zip.addReadStreamLazy(`files/${file.name}`, { mtime: file.created, size }, (done) => {
      storage.read(file.storageKey).then(
        (stream) => {
          done(null, stream);
        },
        (err: Error) => {
          done(err, null as unknown as Readable);
        },
      );
    });
  }
  // A file that fails while the archive is sent ends the download with that error (yazl emits it on
  // the zip, which nothing else listens to: unheard, it would end the process).
  zip.on('error', (err: Error) => (zip.outputStream as Readable).destroy(err));
  zip.end();
  const filename = `${asciiName(template.name)}.zip`;
  return {
    stream: zip.outputStream,
    /** ASCII fallback name plus the real name (RFC 5987). */
    disposition: `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(`${template.name || 'template'}.zip`)}`,
  };
}

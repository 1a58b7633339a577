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
    zip.addReadStream(storage.read(file.storageKey), `files/${file.name}`, { mtime: file.created, size });
  }
  zip.end();
  const filename = `${asciiName(template.name)}.zip`;
  return {
    stream: zip.outputStream,
    /** ASCII fallback name plus the real name (RFC 5987). */
    disposition: `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(`${template.name || 'template'}.zip`)}`,
  };
}

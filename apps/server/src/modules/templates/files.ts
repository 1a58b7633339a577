import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { templateFiles, templates } from '../../db/schema.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { sanitizeFileName } from '../../lib/file-name.js';
import { readBytes } from '../../lib/storage.js';
import { isFileTooLarge, streamToStorage, tooLarge } from '../../lib/stream-to-storage.js';
import { listTemplateFiles, type TemplateFileRow, toTemplateFile } from './repository.js';

const TOO_LARGE = 'Ihre Datei ist zu gross. Erlaubt sind maximal 64 Megabyte.';
const MIME = /^[\w.+-]+\/[\w.+-]+$/;

interface Written {
  name: string;
  key: string;
  mime: string;
  size: number;
}

/**
 * Stores every part of the upload (field files, any type, 64 MB each) under a generated key
 * templates/{guid}/{uuid}.{ext}, then records all of them in one transaction; a file with the same
 * name replaces the old one, whose bytes are removed after the commit. Nothing is recorded if any
 * file fails, and files of a failed upload are removed (a crash leaves only unreferenced files).
 */
export async function storeTemplateFiles(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  parts: AsyncIterableIterator<MultipartFile>,
) {
  const storage = ctx.files;
  const written: Written[] = [];
  try {
    for await (const part of parts) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw badRequest('Bitte die Dateien im Feld files senden.');
      }
      const name = sanitizeFileName(part.filename);
      const ext = extname(name)
        .toLowerCase()
        .replace(/[^.a-z0-9]/g, '')
        .slice(0, 12);
      const key = `templates/${guid}/${randomUUID()}${ext}`;
      const stored = await streamToStorage(storage, key, part.file);
      written.push({
        name,
        key,
        mime: MIME.test(part.mimetype) ? part.mimetype : 'application/octet-stream',
        size: stored.size,
      });
      if (part.file.truncated) throw tooLarge(TOO_LARGE);
      if (stored.size === 0) throw new AppError('EMPTY_FILE', `Die Datei „${name}“ ist leer.`);
    }
    if (written.length === 0) throw badRequest('Es wurde keine Datei gesendet.');
  } catch (err) {
    await Promise.all(written.map((w) => storage.remove(w.key)));
    throw isFileTooLarge(err) ? tooLarge(TOO_LARGE) : err;
  }
  const replaced = await recordFiles(ctx, actor, guid, written).catch(async (err: unknown) => {
    await Promise.all(written.map((w) => storage.remove(w.key)));
    throw err;
  });
  await Promise.all(replaced.map((key) => storage.remove(key)));
  return {
    savedFileName: written[written.length - 1].name,
    files: (await listTemplateFiles(ctx.db, guid)).map(toTemplateFile),
  };
}

/** Upserts the rows by (template, name); returns the storage keys that were replaced. */
async function recordFiles(ctx: AppContext, actor: Actor, guid: string, written: Written[]): Promise<string[]> {
  const now = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const before = new Map((await listTemplateFiles(tx, guid)).map((f) => [f.name, f]));
    const replaced: string[] = [];
    const latest = new Map(written.map((w) => [w.name, w]));
    for (const w of written) {
      if (latest.get(w.name) !== w) replaced.push(w.key);
    }
    for (const w of latest.values()) {
      const old: TemplateFileRow | undefined = before.get(w.name);
      if (old) replaced.push(old.storageKey);
      await tx
        .insert(templateFiles)
        .values({
          guid: randomUUID(),
          guidTemplate: guid,
          name: w.name,
          storageKey: w.key,
          mime: w.mime,
          size: w.size,
          created: now,
        })
        .onConflictDoUpdate({
          target: [templateFiles.guidTemplate, templateFiles.name],
          set: { storageKey: w.key, mime: w.mime, size: w.size, created: now },
        });
      await audit(tx, actor, old ? 'update' : 'create', 'templateFile', guid, old ? toTemplateFile(old) : null, {
        name: w.name,
        size: w.size,
        mime: w.mime,
      });
    }
    await tx.update(templates).set({ changed: now }).where(eq(templates.guid, guid));
    return replaced;
  });
}

/** The template's files by name, read from storage (for the renderer); only the names asked for. */
export async function loadTemplateAssets(
  ctx: AppContext,
  guid: string,
  names: Iterable<string>,
): Promise<Map<string, Buffer>> {
  const wanted = new Set(names);
  const storage = ctx.files;
  const assets = new Map<string, Buffer>();
  for (const file of await listTemplateFiles(ctx.db, guid)) {
    if (!wanted.has(file.name) || (await storage.size(file.storageKey)) === null) continue;
    assets.set(file.name, await readBytes(storage, file.storageKey));
  }
  return assets;
}

import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { templateFiles, templates } from '../../db/schema.js';
import { companyNameOf } from '../company-records/queries.js';

const fileCount = sql<number>`(select count(*)::int from ${templateFiles} where ${templateFiles.guidTemplate} = ${templates.guid})`;

export type TemplateRow = Awaited<ReturnType<typeof selectTemplates>>[number];

export function selectTemplates(db: Db, where?: SQL) {
  return db
    .select({
      guid: templates.guid,
      guidParent: templates.guidParent,
      companyName: companyNameOf(templates.guidParent),
      name: templates.name,
      comment: templates.comment,
      config: templates.config,
      cntFiles: fileCount,
      created: templates.created,
      changed: templates.changed,
    })
    .from(templates)
    .where(where)
    .orderBy(templates.name, templates.created);
}

export function toTemplate(row: TemplateRow) {
  return { ...row, cntFiles: Number(row.cntFiles), created: row.created.getTime(), changed: row.changed.getTime() };
}

export function toTemplateSummary(row: TemplateRow) {
  const { config: _c, ...rest } = toTemplate(row);
  return rest;
}

/** Condition: global templates plus those of this network. */

export function matchesFilter(filter: { guidParent?: string | null; keyWord?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (filter.guidParent === null) conditions.push(isNull(templates.guidParent));
  else if (filter.guidParent) conditions.push(eq(templates.guidParent, filter.guidParent));
  if (filter.keyWord) {
    const like = `%${filter.keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(templates.name, like), ilike(templates.comment, like)) as SQL);
  }
  return conditions;
}

export async function findTemplate(db: Db, guid: string) {
  const [row] = await selectTemplates(db, and(eq(templates.guid, guid)));
  return row ?? null;
}

export type TemplateFileRow = typeof templateFiles.$inferSelect;

export function listTemplateFiles(db: Db, guidTemplate: string) {
  return db
    .select()
    .from(templateFiles)
    .where(eq(templateFiles.guidTemplate, guidTemplate))
    .orderBy(sql`lower(${templateFiles.name})`, templateFiles.name);
}

export function toTemplateFile(row: TemplateFileRow) {
  return { guid: row.guid, name: row.name, mime: row.mime, size: row.size, created: row.created.getTime() };
}

/** A template's config (the offer tool renders with it); undefined when there is no such template. */
export async function templateConfigOf(db: Db, guid: string) {
  const [row] = await db.select({ config: templates.config }).from(templates).where(eq(templates.guid, guid));
  return row;
}

/** The network a template belongs to (null: global), undefined when there is none (the Stammdaten's check). */
export async function templateNetworkOf(db: Db, guid: string): Promise<string | null | undefined> {
  const [row] = await db.select({ guidParent: templates.guidParent }).from(templates).where(eq(templates.guid, guid));
  return row?.guidParent;
}

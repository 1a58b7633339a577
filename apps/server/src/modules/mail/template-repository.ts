import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailTemplates } from '../../db/schema.js';
import { networkOfJoined } from '../../tenancy/index.js';
import { companyRowsAs } from '../company-records/queries.js';
import { userCompaniesAs } from '../users/repository.js';

/** The template's owner and the owner's company (the users and companies modules' derived tables). */
const owner = userCompaniesAs('template_owner');
const ownerCompany = companyRowsAs('owner_company');

/** The network of the template's owner (null: no owner, or a global owner = a global template). */
export const ownerNetwork = networkOfJoined(ownerCompany);

export type MailTemplateRow = Awaited<ReturnType<typeof selectMailTemplates>>[number];

export function selectMailTemplates(db: Db, where?: SQL) {
  return db
    .select({
      guid: mailTemplates.guid,
      name: mailTemplates.name,
      subject: mailTemplates.subject,
      body: mailTemplates.body,
      userGuid: mailTemplates.userGuid,
      language: mailTemplates.language,
      created: mailTemplates.created,
      changed: mailTemplates.changed,
      network: ownerNetwork,
    })
    .from(mailTemplates)
    .leftJoin(owner, eq(owner.guid, mailTemplates.userGuid))
    .leftJoin(ownerCompany, eq(ownerCompany.guid, owner.guidParent))
    .where(where)
    .orderBy(mailTemplates.name, mailTemplates.created);
}

export function matchesSearch(filter: { keyWord?: string; language?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.language) conditions.push(eq(mailTemplates.language, filter.language));
  if (filter.keyWord) {
    const like = `%${filter.keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(mailTemplates.name, like), ilike(mailTemplates.subject, like), ilike(mailTemplates.body, like)) as SQL,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function findMailTemplate(db: Db, guid: string) {
  const [row] = await selectMailTemplates(db, eq(mailTemplates.guid, guid));
  return row ?? null;
}

export function toMailTemplate(row: MailTemplateRow) {
  const { network: _n, created, changed, ...rest } = row;
  return { ...rest, created: created.getTime(), changed: changed.getTime() };
}

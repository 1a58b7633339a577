import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments } from '../../db/schema.js';
import { type NetworkSet, networkOfJoined, networkSetSql } from '../../tenancy/index.js';
import { companyRowsAs } from '../company-records/queries.js';
import { deviceFacts } from '../device-records/lists.js';

const company = companyRowsAs('comment_company');

/** The network a comment belongs to: through its company, or through its device. */
const commentNetwork = sql<string | null>`(case when ${comments.guidCompany} is not null
  then ${networkOfJoined(company)}
  else ${deviceFacts.network} end)`;

/** The company a comment belongs to: its own, or its device's (a location user reaches its location's). */
const commentCompany = sql<string | null>`coalesce(${comments.guidCompany}, ${deviceFacts.company})`;

const columns = {
  guid: comments.guid,
  name: comments.name,
  subject: comments.subject,
  body: comments.body,
  created: comments.created,
  edited: comments.edited,
  action: comments.action,
  comment: comments.comment,
  extra: comments.extra,
  guidCompany: comments.guidCompany,
  guidDevice: comments.guidDevice,
  guidUser: comments.guidUser,
  companyName: company.name,
  deviceName: deviceFacts.name,
  network: commentNetwork,
  owner: commentCompany,
};

export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

export function toComment(row: CommentRow) {
  const { network: _n, owner: _o, ...rest } = row;
  return {
    ...rest,
    action: rest.action as 'manual' | 'phone' | 'mail' | 'contact',
    created: rest.created.getTime(),
    edited: rest.edited.getTime(),
  };
}

export function selectComments(db: Db, where: SQL | undefined, limit = 500) {
  return db
    .select(columns)
    .from(comments)
    .leftJoin(company, eq(company.guid, comments.guidCompany))
    .leftJoin(deviceFacts, eq(deviceFacts.guid, comments.guidDevice))
    .where(where)
    .orderBy(desc(comments.created), desc(comments.guid))
    .limit(limit);
}

/** Comments the set opens (by their company, or their device's, and its network). */
export const commentReach = (set: NetworkSet): SQL | undefined =>
  networkSetSql(set, { company: commentCompany, network: commentNetwork });

export function commentMatches(keyWord: string): SQL {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(comments.body, like), ilike(comments.subject, like), ilike(comments.name, like)) as SQL;
}

export async function findComment(db: Db, guid: string) {
  const [row] = await selectComments(db, eq(comments.guid, guid), 1);
  return row ?? null;
}

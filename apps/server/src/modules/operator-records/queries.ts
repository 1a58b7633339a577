import { QueryBuilder } from 'drizzle-orm/pg-core';
import { operatorUsers } from '../../db/schema.js';

/**
 * The operators module's read piece for auth, a module of its own so auth can use it without an import cycle
 * (docs/DECISIONS.md, "One owner per table"): which operator a signed-in user belongs to, as a derived table a
 * session lookup joins.
 */
export const sessionOperators = new QueryBuilder()
  .select({ guidUser: operatorUsers.guidUser, guidOperator: operatorUsers.guidOperator })
  .from(operatorUsers)
  .as('session_operators');

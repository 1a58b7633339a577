import { QueryBuilder } from 'drizzle-orm/pg-core';
import { companies } from '../schema.js';

/**
 * The companies module's read pieces for the modules before it in the module order (auth, users,
 * device-records, mail; docs/DECISIONS.md, "One owner per table"): they sit one layer down so those modules
 * can import them, and they only read. Later modules take them from modules/companies/queries.ts.
 */

/**
 * A company's name, tree place and contact columns as a derived table under `name`, which another module's
 * list joins in place of the table (PostgreSQL flattens it into that query's join: same plan, one statement).
 */
export const companyRowsAs = <N extends string>(name: N) =>
  new QueryBuilder()
    .select({
      guid: companies.guid,
      name: companies.name,
      guidParent: companies.guidParent,
      isMother: companies.isMother,
      typ: companies.typ,
      email: companies.email,
      street: companies.street,
      postcode: companies.postcode,
      city: companies.city,
      contactPerson: companies.contactPerson,
      phonenumber: companies.phonenumber,
    })
    .from(companies)
    .as(name);

import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, operatorCodes, operatorConsents, playDays, qrLinks, qrScans } from '../../db/schema.js';

/**
 * What an operator may see of the plays (the one rule, for the portal and the token API alike): the rows of its own
 * offers (tour operator ∈ its codes) played in an agency that consents to it from a day on or before the play's day.
 * The consent of a play is the network's row, or the location's own row when the network lets its locations decide
 * and the location has one. `named` of that row says whether the agency's names may be shown.
 */
export const networkConsent = alias(operatorConsents, 'network_consent');
export const locationConsent = alias(operatorConsents, 'location_consent');
export const playLocation = alias(companies, 'play_location');

/** The joins every operator query of the rollups adds (inner: plays without a consent row drop out at once). */
export function consentJoins(guidOperator: string) {
  return {
    network: and(eq(networkConsent.guidOperator, guidOperator), eq(networkConsent.guidCompany, playDays.guidNetwork)),
    location: and(
      eq(networkConsent.locationsDecide, true),
      eq(locationConsent.guidOperator, guidOperator),
      eq(locationConsent.guidCompany, playDays.guidLocation),
    ),
    place: eq(playLocation.guid, playDays.guidLocation),
  };
}

/** The rows of the period the operator may see (with consentJoins). */
export function operatorWhere(guidOperator: string, from: string, to: string): SQL | undefined {
  const codes = sql`(select ${operatorCodes.code} from ${operatorCodes} where ${operatorCodes.guidOperator} = ${guidOperator})`;
  return and(
    between(playDays.day, from, to),
    inArray(playDays.tourOperator, codes),
    sql`coalesce(${locationConsent.shares}, ${networkConsent.shares})`,
    sql`${playDays.day} >= coalesce(${locationConsent.startDay}, ${networkConsent.startDay})`,
  );
}

/** Whether the agency shows its names to the operator (else only the postcode area). */
export const namedSql = sql<boolean>`coalesce(${locationConsent.named}, ${networkConsent.named})`;

/** The postcode area of the play's location: the first two digits of its postcode ('' when it has none). */
export const regionSql = sql<string>`coalesce(left(nullif(trim(${playLocation.postcode}), ''), 2), '')`;

/**
 * The QR scans an operator may see: of the given offers (its own, from the report), at locations whose network (or
 * the location itself, where it decides) consents to it from a day on or before the scan's hour.
 */
export function scansWhere(guidOperator: string, offerIds: readonly string[]): SQL | undefined {
  if (!offerIds.length) return sql`false`;
  return and(
    inArray(qrLinks.offerId, [...offerIds]),
    sql`exists (
      select 1 from ${companies} c
      join ${operatorConsents} n on n.guid_operator = ${guidOperator} and n.guid_company = c.guid_parent
      left join ${operatorConsents} l on n.locations_decide and l.guid_operator = n.guid_operator and l.guid_company = c.guid
      where c.guid = ${qrLinks.guidCompany} and coalesce(l.shares, n.shares)
        and ${qrScans.hour} >= coalesce(l.start_day, n.start_day)::timestamptz
    )`,
  );
}

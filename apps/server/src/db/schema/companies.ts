import type { OpeningHours, OpeningHoursOverride } from '@signage/shared';
import { boolean, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { changed, created } from './columns.js';

/** Networks (isMother 1) and locations (isMother 0, guidParent = network). */
export const companies = pgTable(
  'companies',
  {
    guid: uuid('guid').primaryKey(),
    guidParent: uuid('guid_parent'),
    name: text('name').notNull().default(''),
    costCenter: text('cost_center'),
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    contactPerson: text('contact_person'),
    phonenumber: text('phonenumber'),
    email: text('email'),
    advisoryId: text('advisory_id'),
    templateId: uuid('template_id'),
    comment: text('comment'),
    tags: text('tags').notNull().default('[]'),
    importKey: text('import_key'),
    isMother: smallint('is_mother').notNull().default(0),
    typ: smallint('typ').notNull().default(0),
    deviceSecretRequired: boolean('device_secret_required').notNull().default(false),
    /** The offer tool's code (SPEC §6): 128 random bits as hex, made on first use; never in a list answer. */
    offerCode: text('offer_code'),
    /** IANA time zone of a location (offer periods run 00:00–23:59 there); null: Europe/Berlin. */
    timeZone: text('time_zone'),
    /**
     * Opening hours. A network: the default its locations inherit (OpeningHours). A location: what it sets of its own
     * (OpeningHoursOverride: weekly and/or date exceptions). Null: nothing set.
     */
    openingHours: jsonb('opening_hours').$type<OpeningHours | OpeningHoursOverride>(),
    /** A location's German state (GERMAN_STATES code) whose public holidays it takes over; null: none chosen. */
    holidayState: text('holiday_state'),
    /** A location's departure airport (IATA code, e.g. 'DUS'): offers are priced from there where the provider can. */
    departureAirport: text('departure_airport'),
    /** A network's rule for published offers ('Reise der Woche'): 'immediate' or 'location' (approval); null: immediate. */
    offerApproval: text('offer_approval').$type<'immediate' | 'location'>(),
    created: created(),
    changed: changed(),
  },
  (t) => [
    index('companies_parent_idx').on(t.guidParent, t.name),
    index('companies_mother_idx').on(t.isMother, t.name),
    index('companies_cost_center_idx').on(t.costCenter),
    uniqueIndex('companies_import_key_idx').on(t.guidParent, t.importKey),
    uniqueIndex('companies_offer_code_idx').on(t.offerCode),
  ],
);

import { z } from 'zod';
import { REPORT_MAX_DAYS } from '../rules/plays.js';
import { guid } from './common.js';

/** Tour operators with an account (Veranstalter) and their portal: consents, reports, accesses, tokens. */

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} fehlt` })
    .trim()
    .min(1, { error: `${what} fehlt` })
    .max(max, { error: `${what} darf höchstens ${max} Zeichen lang sein` });

export const operatorInput = z.object({
  name: text(120, 'Der Name'),
  codes: z
    .array(text(120, 'Der Code'), { error: 'Codes müssen eine Liste sein' })
    .min(1, { error: 'Mindestens ein Code oder Name des Veranstalters beim Anbieter' })
    .max(50, { error: 'Höchstens 50 Codes' })
    .describe('Die Codes und Namen, unter denen die Angebotsanbieter diesen Veranstalter führen (z. B. "TUI")'),
  contact: z.string().trim().max(500, { error: 'Der Kontakt darf höchstens 500 Zeichen lang sein' }).nullish(),
});
export type OperatorInput = z.infer<typeof operatorInput>;

export const operatorRecord = z.object({
  guid,
  name: z.string(),
  codes: z.array(z.string()),
  contact: z.string().nullable(),
  /** How many agencies' consent rows and personal access tokens go with it when it is deleted. */
  consents: z.number().int(),
  tokens: z.number().int(),
  users: z.array(z.object({ guid, username: z.string(), admin: z.boolean().describe('Veranstalter-Administrator') })),
});
export type OperatorRecord = z.infer<typeof operatorRecord>;

export const operatorUserInput = z.object({
  username: text(100, 'Der Benutzername'),
  password: z.string().min(10, { error: 'Das Passwort muss mindestens 10 Zeichen lang sein' }).max(200),
  admin: z.boolean().default(false).describe('Veranstalter-Administrator: sieht die Zugriffe aller eigenen Benutzer'),
});

const day = z.iso.date({ error: 'Datum im Format JJJJ-MM-TT' });

export const consentInput = z.object({
  shares: z.boolean().describe('Nachweise freigeben (false: widerrufen, sofort wirksam)'),
  startDay: day.describe('Ab diesem Tag (frühere Wiedergaben sieht der Veranstalter nie)'),
  named: z.boolean().describe('true: Namen der Agentur; false: nur die Region (PLZ-Gebiet)'),
  locationsDecide: z.boolean().default(false).describe('Nur Netzwerk: jeder Standort darf selbst entscheiden'),
});
export type ConsentInput = z.infer<typeof consentInput>;

export const consentRecord = z.object({
  guidOperator: guid,
  operatorName: z.string(),
  guidCompany: guid,
  shares: z.boolean(),
  startDay: z.string(),
  named: z.boolean(),
  locationsDecide: z.boolean(),
  changed: z.number().int(),
  changedBy: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

export const consentList = z.object({
  /** Every operator with an account, for choosing. */
  operators: z.array(z.object({ guid, name: z.string() })),
  consents: z.array(consentRecord),
  /** A location: whether its network lets it decide per operator (guids of those operators). */
  mayDecide: z.array(guid),
});

export const OPERATOR_GROUPS = ['offer', 'agency', 'region'] as const;
export type OperatorGroup = (typeof OPERATOR_GROUPS)[number];
export const OPERATOR_GROUP_LABELS: Record<OperatorGroup, string> = {
  offer: 'Angebot',
  agency: 'Agentur',
  region: 'Region',
};
export const OPERATOR_PERIODS = ['day', 'week', 'month'] as const;

export const operatorReportQuery = z
  .object({
    from: day.describe('Erster Tag (JJJJ-MM-TT, deutsche Zeit)'),
    to: day.describe('Letzter Tag, eingeschlossen'),
    by: z.enum(OPERATOR_GROUPS, { error: 'Unbekannte Gruppierung' }).default('offer'),
    period: z.enum(OPERATOR_PERIODS, { error: 'Unbekannter Zeitraster' }).default('day'),
  })
  .refine((q) => q.from <= q.to, { error: 'Der letzte Tag liegt vor dem ersten', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    error: 'Der Zeitraum darf höchstens 25 Monate umfassen',
    path: ['to'],
  });
export type OperatorReportQuery = z.infer<typeof operatorReportQuery>;

const figures = {
  plays: z.number().int(),
  seconds: z.number(),
  securedPlays: z.number().int(),
  securedSeconds: z.number(),
};
const reach = {
  screens: z.number().int().describe('Erreichte Bildschirme'),
  locations: z.number().int().describe('Erreichte Standorte'),
};

export const operatorReport = z
  .object({
    from: z.string(),
    to: z.string(),
    by: z.enum(OPERATOR_GROUPS),
    period: z.enum(OPERATOR_PERIODS),
    rows: z.array(
      z.object({
        key: z.string().nullable(),
        label: z.string(),
        context: z.string(),
        ...figures,
        ...reach,
        scans: z.number().int().nullable(),
      }),
    ),
    total: z.object({ ...figures, ...reach, scans: z.number().int() }),
    /** One point per day, week (from its Monday) or month of the period. */
    series: z.array(z.object({ day: z.string(), ...figures })),
  })
  .meta({
    examples: [
      {
        from: '2026-05-01',
        to: '2026-05-31',
        by: 'offer',
        period: 'day',
        rows: [
          {
            key: '4711',
            label: '4711 · Mallorca, Hotel Sol',
            context: '',
            plays: 1200,
            seconds: 12000,
            securedPlays: 1200,
            securedSeconds: 12000,
            screens: 14,
            locations: 6,
            scans: 9,
          },
        ],
        total: {
          plays: 1200,
          seconds: 12000,
          securedPlays: 1200,
          securedSeconds: 12000,
          screens: 14,
          locations: 6,
          scans: 9,
        },
        series: [{ day: '2026-05-01', plays: 40, seconds: 400, securedPlays: 40, securedSeconds: 400 }],
      },
    ],
  });
export type OperatorReport = z.infer<typeof operatorReport>;

export const operatorAccess = z.object({
  at: z.number().int(),
  operatorName: z.string(),
  username: z.string(),
  via: z.enum(['portal', 'token']),
  /** The personal access token's name when the request came with one. */
  tokenName: z.string().nullable(),
  /** What the request did, in plain German (e.g. 'Bericht nach Angebot, 01.05.2026–31.05.2026'). */
  what: z.string(),
  /** The answer in plain German ('Ausgeführt', 'Abgelehnt: keine Berechtigung' …). */
  result: z.string(),
  ok: z.boolean(),
});
export const operatorAccessPage = z.object({ count: z.number().int(), items: z.array(operatorAccess) });
export type OperatorAccessPage = z.infer<typeof operatorAccessPage>;
export const accessQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).default(50),
});

export const operatorMe = z.object({
  guid,
  name: z.string(),
  username: z.string(),
  admin: z.boolean(),
  /** 'token': the request came with a personal access token (read-only). */
  via: z.enum(['portal', 'token']),
});

export const tokenInput = z.object({ name: text(100, 'Der Name') });
export const tokenRecord = z.object({
  guid,
  name: z.string(),
  created: z.number().int(),
  lastUsed: z.number().int().nullable(),
});
export type TokenRecord = z.infer<typeof tokenRecord>;
export const tokenCreated = tokenRecord.extend({
  token: z.string().describe('Der Schlüssel; nur jetzt sichtbar, gespeichert wird nur sein Hash'),
});
export type TokenCreated = z.infer<typeof tokenCreated>;

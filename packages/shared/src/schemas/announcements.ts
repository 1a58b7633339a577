import { z } from 'zod';
import { guid } from './common.js';

/**
 * Announcements on the screens: a full-screen message for the screens of a network, a location or chosen screens, from
 * its start until its end. docs/DECISIONS.md explains it.
 */
export const ANNOUNCEMENT_TEXT_MAX = 280;
/** The most screens one announcement names by hand (more: target the location or the network). */
export const ANNOUNCEMENT_DEVICES_MAX = 500;
/** Ended announcements stay in the list this long (the audit log keeps who did what for good). */
export const ANNOUNCEMENT_ENDED_LISTED_MS = 7 * 24 * 3_600_000;
/** How long an announcement may run at most (a forgotten one must not stay on the screens for ever). */
export const ANNOUNCEMENT_MAX_MS = 31 * 24 * 3_600_000;
/** Colours offered in the dashboard (any #rrggbb is accepted). */
export const ANNOUNCEMENT_COLOURS = ['#c62828', '#ef6c00', '#1565c0', '#2e7d32', '#212121'] as const;

export const announcementScope = z.enum(['network', 'location', 'devices'], {
  error: "Ziel: 'network', 'location' oder 'devices'",
});
export type AnnouncementScope = z.infer<typeof announcementScope>;

const colour = z
  .string({ error: 'Bitte eine Farbe wählen' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Die Farbe muss als #rrggbb angegeben sein' })
  .transform((c) => c.toLowerCase());

const instant = z
  .number({ error: 'Zeitpunkt als Zahl (epoch ms) angeben' })
  .int({ error: 'Zeitpunkt als ganze Zahl (epoch ms) angeben' })
  .min(0, { error: 'Ungültiger Zeitpunkt' })
  .max(8_640_000_000_000_000, { error: 'Ungültiger Zeitpunkt' });

export const announcementCreate = z
  .object({
    network: guid.describe('Netzwerk / network'),
    scope: announcementScope.describe(
      'Alle Bildschirme des Netzwerks, eines Standorts oder gewählte / all screens of the network, a location or chosen ones',
    ),
    location: guid.optional().describe("Standort bei scope 'location' / the location for scope 'location'"),
    devices: z
      .array(guid)
      .max(ANNOUNCEMENT_DEVICES_MAX, { error: `Höchstens ${ANNOUNCEMENT_DEVICES_MAX} Bildschirme` })
      .optional()
      .describe("Bildschirme bei scope 'devices' / the screens for scope 'devices'"),
    text: z
      .string({ error: 'Bitte einen Text eingeben' })
      .trim()
      .min(1, { error: 'Bitte einen Text eingeben' })
      .max(ANNOUNCEMENT_TEXT_MAX, { error: `Der Text darf höchstens ${ANNOUNCEMENT_TEXT_MAX} Zeichen lang sein` }),
    colour,
    startsAt: instant.optional().describe('Beginn (epoch ms); fehlt: jetzt / start (epoch ms); absent: now'),
    endsAt: instant.describe('Ende (epoch ms), nach dem Beginn / end (epoch ms), after the start'),
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'location' && !v.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Bitte einen Standort wählen' });
    if (v.scope === 'devices' && !v.devices?.length)
      ctx.addIssue({ code: 'custom', path: ['devices'], message: 'Bitte mindestens einen Bildschirm wählen' });
  });
export type AnnouncementCreate = z.input<typeof announcementCreate>;

export const announcementListRequest = z.object({
  network: guid.optional().describe('Nur dieses Netzwerk / only this network'),
});

/** The answer to a picture upload: where the screens load it. */
export const announcementPictureAnswer = z.object({ pictureUrl: z.string() });

export const announcementState = z.enum(['planned', 'active', 'ended']);
export type AnnouncementState = z.infer<typeof announcementState>;

export const announcement = z.object({
  guid,
  network: z.string(),
  networkName: z.string().nullable(),
  scope: announcementScope,
  location: z.string().nullable(),
  locationName: z.string().nullable(),
  devices: z.array(z.object({ guid: z.string(), name: z.string() })),
  text: z.string(),
  colour: z.string(),
  pictureUrl: z.string().nullable().describe('Pfad des Bildes / path of the picture'),
  startsAt: z.number().describe('epoch ms'),
  endsAt: z.number().describe('epoch ms'),
  state: announcementState,
  createdBy: z.string().nullable(),
  createdAt: z.number().describe('epoch ms'),
  /** Whether the caller may end or delete it (a location user sees its network's announcements, ends none). */
  editable: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;

/** The state of an announcement at an instant: planned before its start, active until its end, then ended. */
export function announcementStateAt(a: { startsAt: number; endsAt: number }, now: number): AnnouncementState {
  if (now < a.startsAt) return 'planned';
  return now < a.endsAt ? 'active' : 'ended';
}

/** What the screens' answer carries of the announcement that shows now (GET /api/playlist, `announcement`). */
export const playerAnnouncement = z
  .object({
    guid: z.string(),
    text: z.string().describe('Text der Ankündigung / the message'),
    colour: z.string().describe('Hintergrundfarbe #rrggbb / background colour #rrggbb'),
    pictureUrl: z.string().nullable().describe('Absolute Adresse des Bildes oder null / absolute picture URL or null'),
    from: z.number().describe('Beginn (epoch ms) / start (epoch ms)'),
    until: z
      .number()
      .describe('Ende (epoch ms): danach wieder die Schleife / end (epoch ms): then the loop again, without a poll'),
  })
  .describe(
    'Nur während eine Ankündigung läuft: Vollbild statt der Schleife bis `until`; dieselbe Ankündigung steht als ' +
      'WEB-Eintrag zuerst in items / only while an announcement runs: show it full-screen instead of the loop until ' +
      '`until`; the same announcement is the first item of items (type WEB) for players that ignore this field.',
  );
export type PlayerAnnouncement = z.infer<typeof playerAnnouncement>;

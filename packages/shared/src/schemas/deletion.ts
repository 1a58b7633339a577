import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { flag01 } from './playlists.js';

/** Query of a delete call that can have consequences: without confirm=1 the server answers 409 with them. */
export const deleteConfirmQuery = z.object({
  confirm: flag01
    .optional()
    .describe('1 = löschen, auch wenn Bildschirme, Standorte oder weitere Inhalte betroffen sind (sonst 409).'),
});

const namedRecord = z.object({ guid: z.string(), name: z.string() });
export type NamedRecord = z.infer<typeof namedRecord>;

/** What a deletion takes with it or changes elsewhere; every list may be empty. */
export const deletionImpact = z.object({
  devices: z
    .array(namedRecord)
    .describe('Bildschirme, die ihre Playlist verlieren (zeigen danach nichts) oder vom Standort gelöst werden.'),
  locations: z
    .array(namedRecord)
    .describe('Andere Standorte, deren Playlists eine der gelöschten Playlists verknüpfen (die Verknüpfung entfällt).'),
  playlists: z.array(namedRecord).describe('Playlists und Kanäle, die mitgelöscht werden.'),
  templates: z.array(namedRecord).describe('Vorlagen, die mitgelöscht werden.'),
  roles: z.array(namedRecord).describe('Rollen, die mitgelöscht werden.'),
  users: z
    .array(namedRecord)
    .describe('Zugeordnete Benutzer: solange es welche gibt, wird nicht gelöscht (erst löschen oder neu zuordnen).'),
});
export type DeletionImpact = z.infer<typeof deletionImpact>;

export const emptyDeletionImpact = (): DeletionImpact => ({
  devices: [],
  locations: [],
  playlists: [],
  templates: [],
  roles: [],
  users: [],
});

/** Whether a deletion changes anything beyond the record itself (then it needs confirm=1). */
export const hasDeletionImpact = (impact: DeletionImpact): boolean =>
  Object.values(impact).some((list) => list.length > 0);

export const CONFIRM_DELETE = 'CONFIRM_DELETE' satisfies ErrorCode;

/**
 * 409 of a delete call without confirm=1: the usual error body, plus error.details with what the deletion
 * would take with it. Repeat the call with confirm=1 to delete.
 */
export const deleteConfirmationRequired = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.literal(CONFIRM_DELETE),
    message: z.string(),
    details: deletionImpact,
  }),
});

/**
 * Why a reported play was refused or clipped: the code stored in play_rejections.reason and its German text
 * (play_rejections.message, and the answer's refused entries).
 */
export const REJECTION = {
  /** Schema or value errors (checkPlay): the entry's own message is stored. */
  invalid: 'Ungültiger Eintrag',
  /** Ends after the server's clock plus PLAY_CLOCK_SKEW_MS. */
  future: 'Die Anzeige endet in der Zukunft',
  too_old: 'Die Anzeige liegt mehr als 25 Monate zurück',
  /** The item was never in an answer the server gave this screen (invented, or another screen's or network's). */
  not_served: 'Dieser Eintrag wurde diesem Bildschirm nie ausgeliefert',
  /** Served to the screen, but not at that time (before pairing or its first answer holding it, or long after). */
  not_served_then: 'Dieser Eintrag lief zu dieser Zeit nicht auf diesem Bildschirm',
  duplicate: 'Diese Anzeige (Bildschirm, Eintrag, Beginn) wurde schon gezählt',
  overlap: 'Die Anzeige fällt ganz in eine andere Anzeige dieses Bildschirms',
  /** Counted, but shortened: it overlapped another play of the screen. */
  clipped: 'Gekürzt: die Anzeige überschnitt sich mit einer anderen Anzeige dieses Bildschirms',
} as const;
export type RejectionReason = keyof typeof REJECTION;

/** The answer's field of a refused entry per reason. */
export const REJECTION_FIELD: Record<RejectionReason, string> = {
  invalid: 'Eintrag',
  future: 'start',
  too_old: 'start',
  not_served: 'item',
  not_served_then: 'start',
  duplicate: 'start',
  overlap: 'start',
  clipped: 'seconds',
};

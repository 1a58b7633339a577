import { z } from 'zod';
import { guid, shortText } from './common.js';
import { germanStateSchema } from './opening-hours.js';

/**
 * 'Reise der Woche': a network publishes one offer to its locations; each location gets its own copy (own address,
 * QR link, 'Stand', zone and price from its departure airport).
 */

/** A network's rule: copies play at once, or a location's user with RIGHT_OFFER_APPROVE accepts them first. */
export const OFFER_APPROVAL_MODES = ['immediate', 'location'] as const;
export type OfferApprovalMode = (typeof OFFER_APPROVAL_MODES)[number];

/** Which screens get a copy: each the image of its orientation, or only landscape / only portrait screens. */
export const CAMPAIGN_ORIENTATIONS = ['auto', 'horizontal', 'vertical'] as const;
export type CampaignOrientation = (typeof CAMPAIGN_ORIENTATIONS)[number];

/**
 * A copy's state. Stored: queued (not rendered yet), pending ('wartet' on approval), declined ('Nicht bei uns'),
 * running (placed), withdrawn, failed. Derived from the re-check: changed (re-priced), taken-down.
 */
export const COPY_STATES = [
  'queued',
  'pending',
  'running',
  'declined',
  'withdrawn',
  'failed',
  'changed',
  'taken-down',
] as const;
export type CopyState = (typeof COPY_STATES)[number];

const nonEmpty = (what: string) => ({ error: `Bitte mindestens ${what} wählen` });

/** The locations a campaign goes to: all of the network's, those with one of the tags, in one of the states, or a list. */
export const campaignSelection = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('tags'), tags: z.array(shortText.min(1)).min(1, nonEmpty('ein Schlagwort')).max(100) }),
    z.object({
      kind: z.literal('regions'),
      states: z.array(germanStateSchema).min(1, nonEmpty('eine Region')).max(16),
    }),
    z.object({ kind: z.literal('list'), locations: z.array(guid).min(1, nonEmpty('einen Standort')).max(5000) }),
  ],
  { error: 'Bitte die Standorte wählen (alle, nach Schlagwort, nach Region oder eine Liste)' },
);
export type CampaignSelection = z.infer<typeof campaignSelection>;

const offerDay = (label: string) =>
  z
    .string({ error: `Bitte prüfen Sie das ${label} Datum` })
    .trim()
    .min(1, { error: `Bitte prüfen Sie das ${label} Datum` });

/** POST /v1/campaigns/:network: publish (again: replaces the network's campaign of this offer). */
export const campaignPublish = z.object({
  offerId: shortText.min(1, { error: 'Bitte eine Angebotsnummer angeben' }).max(100),
  provider: z.enum(['demo', 'http']).optional(),
  /** 'von' and 'bis' as DD.MM.YYYY: whole days in each location's own zone. */
  from: offerDay('Start'),
  till: offerDay('End'),
  orientation: z.enum(CAMPAIGN_ORIENTATIONS, { error: 'Unbekannte Ausrichtungsregel' }).default('auto'),
  selection: campaignSelection,
  /** Unset: the network's setting (offerApproval). */
  approval: z.enum(OFFER_APPROVAL_MODES, { error: 'Unbekannte Freigaberegel' }).optional(),
  /** Publishing again with a selection that leaves out locations where the offer plays or waits takes it down there. */
  confirm: z
    .boolean()
    .optional()
    .describe('true = auch veröffentlichen, wenn das Angebot dadurch an Standorten abgenommen wird (sonst 409).'),
});
export type CampaignPublish = z.infer<typeof campaignPublish>;

export const campaignParams = z.object({ campaign: guid });
export const campaignNetworkParams = z.object({ network: guid });
export const copyParams = z.object({ campaign: guid, location: guid });
export const copyDecision = z.object({ note: shortText.optional() });

export const campaignCopy = z.object({
  guidCompany: z.string(),
  companyName: z.string(),
  state: z.enum(COPY_STATES),
  /** The location's price (EUR) once rendered. */
  price: z.number().nullable(),
  previewV: z.string().nullable(),
  previewH: z.string().nullable(),
  /** Why it failed, the decliner's note, or what the re-check changed / why it took the copy down. */
  message: z.string().nullable(),
  /** The location's screens that play the copy now. */
  screens: z.number().int(),
  plays: z.number().int(),
  scans: z.number().int(),
});
export type CampaignCopy = z.infer<typeof campaignCopy>;

export const campaignSummary = z.object({
  guid: z.string(),
  guidNetwork: z.string(),
  offerId: z.string(),
  provider: z.string(),
  from: z.string().describe('DD.MM.YYYY'),
  till: z.string().describe('DD.MM.YYYY'),
  orientation: z.enum(CAMPAIGN_ORIENTATIONS),
  approval: z.enum(OFFER_APPROVAL_MODES),
  withdrawn: z.boolean(),
  /** Locations of the campaign, and how many are rendered ('312 von 500 Standorten'). */
  total: z.number().int(),
  done: z.number().int(),
  counts: z.record(z.enum(COPY_STATES), z.number().int()),
  created: z.number(),
});
export type CampaignSummary = z.infer<typeof campaignSummary>;

export const campaignView = campaignSummary.extend({ copies: z.array(campaignCopy) });
export type CampaignView = z.infer<typeof campaignView>;

export const campaignWithdrawResult = z.object({ copies: z.number().int(), screens: z.number().int() });

/**
 * What waits for a location's approval: a network's published copy ('Reise der Woche') or an offer a colleague
 * added in the offer tool ('Aus dem Angebotstool').
 */
export const OFFER_APPROVAL_KINDS = ['network', 'location'] as const;
export type OfferApprovalKind = (typeof OFFER_APPROVAL_KINDS)[number];

/** An offer held by the offer tool: pending (waits), approved (placed), declined, failed (message says why). */
export const HOLD_STATES = ['pending', 'approved', 'declined', 'failed'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** A copy or a held offer that waits for the actor's approval (dashboard). */
export const offerApproval = z.object({
  kind: z.enum(OFFER_APPROVAL_KINDS),
  /** The campaign of a network's copy (kind 'network'), else null. */
  guidCampaign: z.string().nullable(),
  /** The held offer (kind 'location'), else null. */
  guidHold: z.string().nullable(),
  guidCompany: z.string(),
  companyName: z.string(),
  offerId: z.string(),
  from: z.string(),
  till: z.string(),
  price: z.number().nullable(),
  previewV: z.string().nullable(),
  previewH: z.string().nullable(),
});
export type OfferApproval = z.infer<typeof offerApproval>;

/** The answer to an approval or a decline: the copy's state now ('running', 'declined') and its message. */
export const copyDecided = z.object({ state: z.enum(COPY_STATES), message: z.string().nullable() });

export const holdParams = z.object({ hold: guid });
/** The answer to approving or declining a held offer: its state now ('approved', 'declined', 'failed'). */
export const holdDecided = z.object({ state: z.enum(HOLD_STATES), message: z.string().nullable() });

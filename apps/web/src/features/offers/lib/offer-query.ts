import type { OfferMode } from '@signage/shared';
import type { OfferTarget } from '../../../api/offers/offer-calls';

export interface OfferLink {
  /** null when the code or the offer is missing (advisoryId and provider have server defaults). */
  target: OfferTarget | null;
  /** The offer shown (rectID/recID replaces offerId): names the downloads offer{id}v.png / offer{id}h.png. */
  offerId: string;
  /** `editor` set (any non-empty value): the gear button opens the editor dialog. */
  editor: boolean;
  /** cache=1: the server may reuse the last rendered pair. */
  cache: boolean;
}

const value = (params: URLSearchParams, ...names: string[]) => {
  for (const name of names) {
    const v = params.get(name)?.trim();
    if (v) return v;
  }
  return undefined;
};

/**
 * The offer tool's query parameters (SPEC §2): advisoryId, code, editor, offerId, provider, officeID,
 * rectID or recID (either replaces offerId), cache ('1' means true). Only code and the offer are needed:
 * the server takes the location's advisoryId and the configured provider (OFFER_PROVIDER) when they are absent.
 */
export function parseOfferLink(params: URLSearchParams): OfferLink {
  const code = value(params, 'code');
  const advisoryId = value(params, 'advisoryId');
  const provider = value(params, 'provider');
  const offerId = value(params, 'offerId');
  const rectId = value(params, 'rectID', 'recID', 'rectId');
  const officeId = value(params, 'officeID', 'officeId');
  const shown = rectId ?? offerId ?? '';
  return {
    target: code && shown ? { code, advisoryId, provider, offerId, rectId, officeId } : null,
    offerId: shown,
    editor: !!value(params, 'editor'),
    cache: params.get('cache') === '1',
  };
}

/** Pasted links shorter than this are ignored by the offer check (SPEC §5). */
export const OFFER_URL_MIN_LENGTH = 10;

export interface CheckedOfferLink extends OfferLink {
  mode: OfferMode;
}

/**
 * The offer check (/oc/url): reads the same parameters as the tool from a pasted tool link, also an old hash link ('…/#/pc/addImage?…'); /bs/ links use the BOSIS calls. Null under
 * 10 characters or when no query string can be found.
 */
export function parseCheckedUrl(text: string): CheckedOfferLink | null {
  const input = text.trim();
  if (input.length < OFFER_URL_MIN_LENGTH) return null;
  const query = input.indexOf('?');
  if (query < 0) return null;
  const params = new URLSearchParams(input.slice(query + 1).split('#')[0]);
  const mode: OfferMode = /\/bs\/addImage/i.test(input.slice(0, query)) ? 'bosis' : 'standard';
  return { ...parseOfferLink(params), mode };
}

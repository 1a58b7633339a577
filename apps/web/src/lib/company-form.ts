import { type Company, type OfferApprovalMode, parseTagList } from '@signage/shared';

/** The text fields of the Stammdaten form (SPEC §3), in display order. */
export const COMPANY_TEXT_FIELDS = [
  'name',
  'costCenter',
  'street',
  'postcode',
  'city',
  'contactPerson',
  'phonenumber',
  'email',
  'advisoryId',
  'timeZone',
  'departureAirport',
  'importKey',
] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];

export interface CompanyFormValues extends Record<CompanyTextField, string> {
  templateId: string;
  comment: string;
  tags: string[];
  /** A network's rule for published offers: play at once, or wait for each location's approval. */
  offerApproval: OfferApprovalMode;
}

export const COMPANY_FORM_FIELDS = [...COMPANY_TEXT_FIELDS, 'templateId', 'comment', 'tags'] as const;

/** The body of POST /v1/companies/{id}: '' clears a field, tags as a list. */
export type CompanyUpdateBody = Partial<Record<CompanyTextField | 'templateId' | 'comment', string>> & {
  offerApproval?: OfferApprovalMode;
  tags?: string[];
};

export function toCompanyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    costCenter: company.costCenter ?? '',
    street: company.street ?? '',
    postcode: company.postcode ?? '',
    city: company.city ?? '',
    contactPerson: company.contactPerson ?? '',
    phonenumber: company.phonenumber ?? '',
    email: company.email ?? '',
    advisoryId: company.advisoryId ?? '',
    timeZone: company.timeZone ?? '',
    departureAirport: company.departureAirport ?? '',
    importKey: company.importKey ?? '',
    templateId: company.templateId ?? '',
    comment: company.comment ?? '',
    offerApproval: company.offerApproval ?? 'immediate',
    tags: parseTagList(company.tags),
  };
}

/**
 * Trims every text; the company id of the CSV import (importKey) belongs to locations only, so a
 * network's form does not send it.
 */
const LOCATION_ONLY = new Set<CompanyTextField>(['importKey', 'timeZone', 'departureAirport']);

export function toCompanyUpdate(values: CompanyFormValues, isLocation: boolean): CompanyUpdateBody {
  const body: CompanyUpdateBody = {};
  for (const field of COMPANY_TEXT_FIELDS) {
    if (LOCATION_ONLY.has(field) && !isLocation) continue;
    body[field] = values[field].trim();
  }
  body.templateId = values.templateId;
  body.comment = values.comment;
  body.offerApproval = values.offerApproval;
  body.tags = values.tags.map((tag) => tag.trim()).filter(Boolean);
  return body;
}

/** Only the filled fields of the 'Standort hinzufügen' dialog (the name goes with the create call). */
export function filledFields(values: Partial<Record<CompanyTextField, string>>): CompanyUpdateBody {
  const body: CompanyUpdateBody = {};
  for (const field of COMPANY_TEXT_FIELDS) {
    const value = values[field]?.trim();
    if (field !== 'name' && value) body[field] = value;
  }
  return body;
}

import type { Company } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { filledFields, toCompanyFormValues, toCompanyUpdate } from './company-form';

const company: Company = {
  guid: '2f1f0e1c-8a57-4a57-9b7e-1c1d0c0f0a01',
  guidParent: null,
  name: 'Sonnenschein Reisen GmbH',
  costCenter: 'KST-1000',
  street: null,
  postcode: '10117',
  zip: '10117',
  city: 'Berlin',
  contactPerson: 'Sabine Krüger',
  phonenumber: null,
  phone: null,
  email: null,
  advisoryId: '100200',
  timeZone: null,
  departureAirport: null,
  offerApproval: null,
  templateId: null,
  comment: null,
  tags: '["Premium","Nord"]',
  importKey: null,
  created: 0,
  changed: 0,
  isMother: 1,
  typ: 0,
  parentName: null,
  cntLocations: 3,
  cntDevices: 5,
  deviceSecretRequired: false,
};

describe('company form', () => {
  it('turns nulls into empty fields and the tag text into a list', () => {
    const values = toCompanyFormValues(company);
    expect(values.street).toBe('');
    expect(values.tags).toEqual(['Premium', 'Nord']);
    expect(toCompanyFormValues({ ...company, tags: 'kaputt' }).tags).toEqual([]);
  });

  it('sends every field trimmed, tags as a list, and no company id for a network', () => {
    const body = toCompanyUpdate({ ...toCompanyFormValues(company), city: ' Köln ', tags: [' A ', ''] }, false);
    expect(body.city).toBe('Köln');
    expect(body.street).toBe('');
    expect(body.tags).toEqual(['A']);
    expect(body).not.toHaveProperty('importKey');
    expect(toCompanyUpdate({ ...toCompanyFormValues(company), importKey: ' 42 ' }, true).importKey).toBe('42');
  });

  it('sends the approval rule for networks and locations, the departure airport for a location only', () => {
    const values = { ...toCompanyFormValues(company), departureAirport: ' dus ', offerApproval: 'location' as const };
    expect(toCompanyFormValues(company).offerApproval).toBe('immediate');
    const network = toCompanyUpdate(values, false);
    expect(network.offerApproval).toBe('location');
    expect(network).not.toHaveProperty('departureAirport');
    const location = toCompanyUpdate(values, true);
    expect(location.departureAirport).toBe('dus');
    expect(location.offerApproval).toBe('location');
  });

  it('keeps only the filled fields of the add dialog, without the name', () => {
    expect(filledFields({ name: 'Filiale', city: ' Jena ', street: ' ' })).toEqual({ city: 'Jena' });
  });
});

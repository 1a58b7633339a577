import type { Company, Device } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { contactOf, toSupportFormValues, toSupportUpdate } from './support-form';

const device = {
  isService: 0,
  comment: null,
  display: 'LG 55"',
  displaySer: null,
  stele: null,
  companyContactPerson: 'Anna Schäfer',
  companyMail: null,
  companyPhone: ' ',
  companyStreet: 'Friedrichstraße 120',
  companyPostcode: '10117',
  companyTown: 'Berlin',
} as unknown as Device;
const network = {
  contactPerson: 'Sabine Krüger',
  email: 'kontakt@sonnenschein-reisen.example',
  phonenumber: '030 1234567',
  street: 'Unter den Linden 10',
  postcode: '10117',
  city: 'Berlin',
} as unknown as Company;

describe('Wartungsmanager form', () => {
  it('round-trips service switch, notes and panels', () => {
    const values = {
      ...toSupportFormValues(device),
      isService: true,
      comment: 'Gerät tauschen\nbis Freitag',
      stele: ' ',
    };
    expect(toSupportUpdate(values)).toEqual({
      isService: 1,
      comment: 'Gerät tauschen\nbis Freitag',
      display: 'LG 55"',
      displaySer: null,
      stele: null,
    });
  });

  it('takes the location contact and fills gaps from the network', () => {
    expect(contactOf(device, network)).toEqual({
      contactPerson: 'Anna Schäfer',
      email: 'kontakt@sonnenschein-reisen.example',
      phone: '030 1234567',
      street: 'Friedrichstraße 120',
      postcode: '10117',
      city: 'Berlin',
    });
    expect(contactOf(device, null).email).toBe('');
  });
});

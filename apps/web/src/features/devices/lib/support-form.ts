import type { Company, Device, DeviceUpdate } from '@signage/shared';

/** What the Wartungsmanager edits: service switch, notes (device.comment) and the device panels. */
export interface SupportFormValues {
  isService: boolean;
  comment: string;
  display: string;
  displaySer: string;
  stele: string;
}

export const SUPPORT_FORM_FIELDS = ['isService', 'comment', 'display', 'displaySer', 'stele'] as const;

export function toSupportFormValues(device: Device): SupportFormValues {
  return {
    isService: device.isService === 1,
    comment: device.comment ?? '',
    display: device.display ?? '',
    displaySer: device.displaySer ?? '',
    stele: device.stele ?? '',
  };
}

export function toSupportUpdate(values: SupportFormValues): DeviceUpdate {
  return {
    isService: values.isService ? 1 : 0,
    comment: values.comment.trim() ? values.comment : null,
    display: values.display.trim() || null,
    displaySer: values.displaySer.trim() || null,
    stele: values.stele.trim() || null,
  };
}

export interface ContactDetails {
  contactPerson: string;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
}

/** The location's contact; each missing value taken from the device's network (when loaded). */
export function contactOf(device: Device, network: Company | null | undefined): ContactDetails {
  const pick = (own: string | null, fallback: string | null | undefined) => own?.trim() || fallback?.trim() || '';
  return {
    contactPerson: pick(device.companyContactPerson, network?.contactPerson),
    email: pick(device.companyMail, network?.email),
    phone: pick(device.companyPhone, network?.phonenumber),
    street: pick(device.companyStreet, network?.street),
    postcode: pick(device.companyPostcode, network?.postcode),
    city: pick(device.companyTown, network?.city),
  };
}

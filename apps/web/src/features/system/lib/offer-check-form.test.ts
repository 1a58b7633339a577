import { offerCheckSettingsError, parseOfferCheckSettings } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { checkOfferCheckForm, offerCheckFormValues } from './offer-check-form';

describe('the offer-check settings form', () => {
  it('shows the saved values in German notation, the defaults for missing ones', () => {
    expect(offerCheckFormValues('{"requestsPerSecond":0.5,"mailContact":true}')).toEqual({
      intervalMinutes: '60',
      requestsPerSecond: '0,5',
      unreachableHours: '24',
      mailContact: true,
    });
    expect(offerCheckFormValues(null)).toMatchObject({ intervalMinutes: '60', mailContact: false });
  });

  it('saves what the server accepts, read back as entered', () => {
    const checked = checkOfferCheckForm({
      intervalMinutes: '30',
      requestsPerSecond: '2,5',
      unreachableHours: '0',
      mailContact: true,
    });
    expect(checked).toEqual({
      ok: true,
      settings: { intervalMinutes: 30, requestsPerSecond: 2.5, unreachableHours: 0, mailContact: true },
    });
    if (!checked.ok) return;
    const data = JSON.stringify(checked.settings);
    expect(offerCheckSettingsError(data)).toBeNull();
    expect(parseOfferCheckSettings(data)).toEqual(checked.settings);
  });

  it('names each wrong field: not a number, out of range, not whole', () => {
    expect(
      checkOfferCheckForm({
        intervalMinutes: '1,5',
        requestsPerSecond: 'viel',
        unreachableHours: '9999',
        mailContact: false,
      }),
    ).toEqual({
      ok: false,
      errors: {
        intervalMinutes: 'intervalMinutes',
        requestsPerSecond: 'notANumber',
        unreachableHours: 'unreachableHours',
      },
    });
    expect(checkOfferCheckForm({ ...offerCheckFormValues(null), intervalMinutes: '' })).toMatchObject({
      ok: false,
      errors: { intervalMinutes: 'notANumber' },
    });
  });
});

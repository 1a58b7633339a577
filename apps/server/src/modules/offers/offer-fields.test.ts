import { formatEuro, offerEditorFields } from '@signage/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEditorValues, editorFieldsOf, offerRenderFields } from './offer-fields.js';
import { demoOffers, FIXTURE_AGENCY } from './text-fixtures.js';

const [base] = await demoOffers();

describe('offer price on the images and in the editor', () => {
  it('shows 1299.5 as 1.299,50 € and 899 as 899 €, never rounded', () => {
    expect(offerRenderFields({ ...base, price: 1299.5 }, FIXTURE_AGENCY).price).toBe('1.299,50\u00a0€');
    expect(offerRenderFields({ ...base, price: 899 }, FIXTURE_AGENCY).price).toBe('899\u00a0€');
  });

  it("gives the image and the editor the provider's exact price for every amount in cents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const offer = { ...base, price: cents / 100 };
        const fields = offerRenderFields(offer, FIXTURE_AGENCY);
        const editor = editorFieldsOf(fields, []);
        const shown = editor.find((f) => f.key === 'price')?.value;
        expect(shown).toBe(formatEuro(cents / 100));
        expect(fields.price).toBe(shown);
        const [euros, rest] = (shown as string).replace('\u00a0€', '').replaceAll('.', '').split(',');
        expect(Number(euros) * 100 + Number(rest ?? 0)).toBe(cents);
        // the editor's unchanged value goes back to the image as it was
        expect(applyEditorValues(fields, editor).fields.price).toBe(shown);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the confirmation time ('Stand: …')", () => {
  it('is no editor field, and the editor cannot send it', () => {
    const fields = { ...offerRenderFields(base, FIXTURE_AGENCY), confirmedAt: 'Stand: 27.11.2026, 14:00' };
    expect(editorFieldsOf(fields, []).map((f) => f.key)).not.toContain('confirmedAt');
    expect(offerEditorFields.safeParse([{ key: 'confirmedAt', value: 'Stand: heute' }]).success).toBe(false);
    expect(offerEditorFields.safeParse([{ key: 'price', value: '1 €' }]).success).toBe(true);
  });
});

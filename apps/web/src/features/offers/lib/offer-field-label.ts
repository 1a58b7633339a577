import type { OfferEditorField } from '@signage/shared';
import type { TFunction } from 'i18next';

/** The German label of an editor field ('Hotelname', 'Preiszusatz' …) instead of its key. */
export const offerFieldLabel = (t: TFunction, key: OfferEditorField['key']) => t(`offers.fields.${key}`);

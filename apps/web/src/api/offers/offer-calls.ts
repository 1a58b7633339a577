import type { OfferAddRequest, OfferEditorField, OfferMode, OfferPrepareLoginRequest } from '@signage/shared';
import { offerCalls } from '@signage/shared/calls/offers';
import { call } from '../../lib/call';

/** Who asks and for which offer (the tool's query parameters; rectId replaces offerId on the server). */
export type OfferTarget = Omit<OfferPrepareLoginRequest, 'templateGuid'>;

/*
 * Every offer call is a public POST (its access in the catalogue): the body's `code` authorises, a 401 must not send
 * anyone to /login.
 */

/** POST pc{product}/prepareLogin: the location's screens and playlists (company null: agency unknown). */
export const prepareOfferLogin = (mode: OfferMode, target: OfferTarget) =>
  call(offerCalls[mode].prepareLogin, { body: target });

/** POST pc{product}/createOfferImage: both images (cache true reuses the last pair of the same content). */
export const requestOfferImages = (mode: OfferMode, target: OfferTarget, cache: boolean) =>
  call(offerCalls[mode].createOfferImage, { body: { ...target, cache } });

/** POST pc{product}/getOffer: the gallery and the editable fields. */
export const fetchOfferData = (mode: OfferMode, target: OfferTarget) =>
  call(offerCalls[mode].getOffer, { body: target });

/** POST pc{product}/updateMode: INIT_EDITOR gives the fields, USE_EDITOR_VALUES stores them. */
export const updateOfferEditor = (
  mode: OfferMode,
  target: OfferTarget,
  editor: { mode: 'INIT_EDITOR' | 'USE_EDITOR_VALUES'; taskFolder: string; fields?: OfferEditorField[] },
) =>
  call(offerCalls[mode].updateMode, {
    body: {
      ...target,
      mode: editor.mode,
      taskFolder: editor.taskFolder,
      editorFields: editor.fields ? JSON.stringify(editor.fields) : undefined,
    },
  });

/** POST pc{product}/addToOffice: the images into the playlists of the chosen screens. */
export const addOfferToOffice = (mode: OfferMode, body: OfferAddRequest) =>
  call(offerCalls[mode].addToOffice, { body });

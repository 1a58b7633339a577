import {
  type OfferAddRequest,
  type OfferAddResponse,
  type OfferCall,
  type OfferDataResponse,
  type OfferEditorField,
  type OfferImageResponse,
  type OfferMode,
  type OfferPrepareLoginRequest,
  type OfferPrepareLoginResponse,
  offerApiPath,
} from '@signage/shared';
import { apiRequest } from '../../lib/api-client';

/** Who asks and for which offer (the tool's query parameters; rectId replaces offerId on the server). */
export type OfferTarget = Omit<OfferPrepareLoginRequest, 'templateGuid'>;

/** Every offer call is a public POST: the body's `code` authorises, a 401 must not send anyone to /login. */
const offerCall = <T>(mode: OfferMode, call: OfferCall, body: unknown) =>
  apiRequest<T>(offerApiPath(mode, call), { method: 'POST', body, public: true });

/** POST pc{product}/prepareLogin: the location's screens and playlists (company null: agency unknown). */
export const prepareOfferLogin = (mode: OfferMode, target: OfferTarget) =>
  offerCall<OfferPrepareLoginResponse>(mode, 'prepareLogin', target);

/** POST pc{product}/createOfferImage: both images (cache true reuses the last pair of the same content). */
export const requestOfferImages = (mode: OfferMode, target: OfferTarget, cache: boolean) =>
  offerCall<OfferImageResponse>(mode, 'createOfferImage', { ...target, cache });

/** POST pc{product}/getOffer: the gallery and the editable fields. */
export const fetchOfferData = (mode: OfferMode, target: OfferTarget) =>
  offerCall<OfferDataResponse>(mode, 'getOffer', target);

/** POST pc{product}/updateMode: INIT_EDITOR gives the fields, USE_EDITOR_VALUES stores them. */
export const updateOfferEditor = (
  mode: OfferMode,
  target: OfferTarget,
  editor: { mode: 'INIT_EDITOR' | 'USE_EDITOR_VALUES'; taskFolder: string; fields?: OfferEditorField[] },
) =>
  offerCall<OfferDataResponse>(mode, 'updateMode', {
    ...target,
    mode: editor.mode,
    taskFolder: editor.taskFolder,
    editorFields: editor.fields ? JSON.stringify(editor.fields) : undefined,
  });

/** POST pc{product}/addToOffice: the images into the playlists of the chosen screens. */
export const addOfferToOffice = (mode: OfferMode, body: OfferAddRequest) =>
  offerCall<OfferAddResponse>(mode, 'addToOffice', body);

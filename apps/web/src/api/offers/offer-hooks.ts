import type { OfferAddRequest, OfferEditorField, OfferMode } from '@signage/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addOfferToOffice,
  fetchOfferData,
  type OfferTarget,
  prepareOfferLogin,
  requestOfferImages,
  updateOfferEditor,
} from './offer-calls';

export const offerKeys = {
  all: (mode: OfferMode) => ['offers', mode] as const,
  login: (mode: OfferMode, target: OfferTarget) => ['offers', mode, 'login', target] as const,
  images: (mode: OfferMode, target: OfferTarget) => ['offers', mode, 'images', target] as const,
  data: (mode: OfferMode, target: OfferTarget) => ['offers', mode, 'data', target] as const,
};

const NO_TARGET: OfferTarget = { code: '' };

/** Rendering and the location's lists do not change while the tool is open: fetched once per target. */
const once = { staleTime: Number.POSITIVE_INFINITY, meta: { silent: true } } as const;

export const offerLoginQueryOptions = (mode: OfferMode, target: OfferTarget) =>
  queryOptions({ queryKey: offerKeys.login(mode, target), queryFn: () => prepareOfferLogin(mode, target), ...once });

export const useOfferLogin = (mode: OfferMode, target: OfferTarget | null) =>
  useQuery({
    ...offerLoginQueryOptions(mode, target ?? NO_TARGET),
    enabled: target !== null,
  });

/** Both images (null target: not yet asked). The editor invalidates them to render again. */
export const useOfferImages = (mode: OfferMode, target: OfferTarget | null, cache: boolean) =>
  useQuery({
    queryKey: [...offerKeys.images(mode, target ?? NO_TARGET), cache],
    queryFn: () => requestOfferImages(mode, target as OfferTarget, cache),
    enabled: target !== null,
    ...once,
  });

/** The editor's fields and gallery (updateMode INIT_EDITOR), loaded when the dialog opens. */
export const useOfferEditorInit = (mode: OfferMode, target: OfferTarget, taskFolder: string, enabled: boolean) =>
  useQuery({
    queryKey: offerKeys.data(mode, target),
    queryFn: () => updateOfferEditor(mode, target, { mode: 'INIT_EDITOR', taskFolder }),
    enabled,
    ...once,
    staleTime: 0,
  });

/** 'Übernehmen': stores the values, then both images are requested again. */
export const useApplyOfferEditor = (mode: OfferMode, target: OfferTarget, taskFolder: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OfferEditorField[]) =>
      updateOfferEditor(mode, target, { mode: 'USE_EDITOR_VALUES', taskFolder, fields }),
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(offerKeys.data(mode, target), data);
      return queryClient.invalidateQueries({ queryKey: offerKeys.images(mode, target) });
    },
  });
};

/** 'Angebot hinzufügen'. */
export const useAddOfferToOffice = (mode: OfferMode) =>
  useMutation({ mutationFn: (body: OfferAddRequest) => addOfferToOffice(mode, body), meta: { silent: true } });

/** The offer check (/oc/url): the offer's fields and gallery (getOffer) for a pasted link. */
export const useOfferData = (mode: OfferMode, target: OfferTarget | null) =>
  useQuery({
    queryKey: offerKeys.data(mode, target ?? NO_TARGET),
    queryFn: () => fetchOfferData(mode, target as OfferTarget),
    enabled: target !== null,
    ...once,
  });

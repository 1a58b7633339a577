import { playBatchResult } from '../schemas/plays.js';
import { smilDeviceParams, smilPopReports, smilSecretQuery } from '../schemas/smil.js';
import { defineCall } from './define.js';

/**
 * The SMIL players' one JSON call (signageOS proof of play). Their index, feed, pairing page and XML playlogs are
 * no API calls (XML and HTML) and stay outside the catalogue. Public: the device's GUID in the path and, where its
 * network asks for one, its secret in `?secret=` or X-Device-Secret are its credential.
 */
export const smilCalls = {
  popReports: defineCall({
    method: 'POST',
    path: '/smil/:key/reports/pop',
    access: { public: true },
    tags: ['Player'],
    summary: 'Wiedergaben eines signageOS-SMIL-Players melden (popName, popTags; auch nachgesendete Pakete)',
    security: [],
    params: smilDeviceParams,
    querystring: smilSecretQuery,
    body: smilPopReports,
    answer: playBatchResult,
  }),
};

import type { TemplateOrientation } from '@signage/shared';
import { templateCalls } from '@signage/shared/calls/templates';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '../../lib/api-error';
import { urlOfCall } from '../../lib/call';
import { credentials } from '../../lib/credentials';

/** Kept here: two PNG answers put together by the web; the server's answer is an image, no JSON schema. */
export interface PreviewImages {
  vertical: Blob;
  horizontal: Blob;
}

async function renderOne(guid: string, orientation: TemplateOrientation, config: string): Promise<Blob> {
  const token = credentials.token();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'image/png, application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(urlOfCall(templateCalls.renderPreview, { params: { id: guid } }), {
    method: 'POST',
    headers,
    body: JSON.stringify({ orientation, config }),
  });
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // no JSON body
    }
    throw toApiError(response.status, body, response.statusText || `HTTP ${response.status}`);
  }
  return response.blob();
}

/** POST /v1/templates/{guid}/preview for both orientations, with the editor's (possibly unsaved) config. */
export const renderPreview = async (guid: string, config: string): Promise<PreviewImages> => {
  const [vertical, horizontal] = await Promise.all([
    renderOne(guid, 'vertical', config),
    renderOne(guid, 'horizontal', config),
  ]);
  return { vertical, horizontal };
};

/** Rendered on demand: the key carries the config text, `run` is the re-render counter. */
export const usePreview = (guid: string, config: string | null, run: number) =>
  useQuery({
    queryKey: ['templates', 'preview', guid, config, run],
    queryFn: () => renderPreview(guid, config ?? ''),
    enabled: config !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

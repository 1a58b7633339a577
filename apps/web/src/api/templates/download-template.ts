import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../lib/api-error';
import { credentials } from '../../lib/credentials';
import { saveBlob } from '../../lib/save-blob';
import { fileNameOf } from '../../lib/template-context';

/**
 * GET /v1/templates/{guid}/download: the config and files as one ZIP, saved as a file. Fetched with
 * the bearer token (a plain link would have to put the token in the address).
 */
export async function downloadTemplate({ guid, name }: { guid: string; name: string }): Promise<void> {
  const token = credentials.token();
  const response = await fetch(`/v1/templates/${encodeURIComponent(guid)}/download`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw toApiError(response.status, body, response.statusText || `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition'), `${name || 'template'}.zip`));
}

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });

import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { fileNameOf } from '../../lib/template-context';

/**
 * GET /v1/templates/{guid}/download: the config and files as one ZIP, saved as a file. Fetched with
 * the bearer token (a plain link would have to put the token in the address).
 */
export async function downloadTemplate({ guid, name }: { guid: string; name: string }): Promise<void> {
  const { blob, disposition } = await apiDownload(`/v1/templates/${encodeURIComponent(guid)}/download`);
  saveBlob(blob, fileNameOf(disposition, `${name || 'template'}.zip`));
}

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });

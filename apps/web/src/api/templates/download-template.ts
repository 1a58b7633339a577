import { templateCalls } from '@signage/shared/calls/templates';
import { useMutation } from '@tanstack/react-query';
import { urlOfCall } from '../../lib/call';
import { downloadFile } from '../../lib/save-blob';

/**
 * GET /v1/templates/{guid}/download: the config and files as one ZIP, saved as a file. Fetched with
 * the bearer token (a plain link would have to put the token in the address).
 */
export async function downloadTemplate({ guid, name }: { guid: string; name: string }): Promise<void> {
  await downloadFile(urlOfCall(templateCalls.download, { params: { id: guid } }), `${name || 'template'}.zip`);
}

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });

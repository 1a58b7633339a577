import { apiDownload } from './api-client';
import { fileNameOf } from './template-context';

/** Saves a downloaded blob under a file name through a temporary object-URL link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GETs a file from the API and saves it under the server's name (Content-Disposition), else `fallback`. */
export async function downloadFile(path: string, fallback: string) {
  const { blob, disposition } = await apiDownload(path);
  saveBlob(blob, fileNameOf(disposition, fallback));
}

import { api } from '@hackmate/shared/api';
import { fileNameOf } from '../lib/file-name';

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

type BlobError = { response?: { data?: unknown } } | null | undefined;

/**
 * GET /account/export: everything held about the user, as the JSON file the server names. A
 * refusal arrives as a Blob too; it is read back into `{ error, message }` so the message shows.
 */
export async function downloadExport(): Promise<ExportFile> {
  try {
    const res = await api().get<Blob>('/account/export', { responseType: 'blob' });
    const disposition = res.headers['content-disposition'] as string | undefined;
    return { blob: res.data, fileName: fileNameOf(disposition) ?? 'hackmate-export.json' };
  } catch (error) {
    const response = (error as BlobError)?.response;
    if (response && response.data instanceof Blob) {
      try {
        response.data = JSON.parse(await response.data.text()) as unknown;
      } catch {
        // Not JSON: the caller's own message is shown.
      }
    }
    throw error;
  }
}

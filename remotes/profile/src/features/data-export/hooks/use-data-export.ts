import { useMutation } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import { downloadExport } from '../api/download-export';
import { saveFile } from '../lib/save-file';

/** 'Download my data': fetches the export and hands it to the browser's downloads. */
export function useDataExport() {
  return useMutation({
    mutationFn: () => downloadExport(),
    meta: { errorMessage: 'Your data could not be exported. Please try again.' },
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast.success('Your data was downloaded');
    },
  });
}

import { useState } from 'react';
import { useMutation } from '@hackmate/shared/query';
import { uploadPicture, type UploadAnswer } from '../api/upload-picture';
import { useUpdateOwnProfile } from './use-update-own-profile';

interface UploadOutcome {
  uploaded: (answer: UploadAnswer) => void;
  failed: (error: unknown) => void;
}

/**
 * PATCH /profile/upload with its progress (0-100). The picture is saved at once, apart from the
 * edit form's 'Save', so the new url goes straight into the own profile everywhere. The outcome
 * callbacks run even when the form was closed meanwhile, so the user always hears how it went.
 */
export function useUploadPicture(outcome: UploadOutcome) {
  const [progress, setProgress] = useState(0);
  const updateOwnProfile = useUpdateOwnProfile();
  const mutation = useMutation({
    mutationFn: (file: File) => uploadPicture(file, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: async (answer) => {
      await updateOwnProfile(() => ({ profileUrl: answer.profileUrl }));
      outcome.uploaded(answer);
    },
    onError: (error) => outcome.failed(error),
  });
  return { upload: mutation.mutate, uploading: mutation.isPending, progress };
}

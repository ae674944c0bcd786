import { api } from '@hackmate/shared/api';
import type { Answer, uploadAnswer } from '@hackmate/shared/contracts';

export type UploadAnswer = Answer<typeof uploadAnswer>;

/** PATCH /profile/upload (multipart, field profilePic); `onProgress` gets 0-100 as bytes go out. */
export async function uploadPicture(file: File, onProgress?: (percent: number) => void): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('profilePic', file);
  const { data } = await api().patch<Answer<typeof uploadAnswer>>('/profile/upload', form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data;
}

import { useEffect, useRef, useState } from 'react';
import { toast } from '@hackmate/shared/toast';
import { apiErrorMessage } from '@hackmate/shared/api';
import { PICTURE_TYPES } from '@hackmate/shared/contracts/constants';
import { Avatar } from '@hackmate/shared/ui';
import { MESSAGES } from '@hackmate/shared/validation';
import { useUploadPicture } from '../hooks/use-upload-picture';

/** The server refuses anything bigger; checking first saves sending megabytes for nothing. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

function uploadFailed(reason?: string) {
  toast.error(
    <>
      <strong>Upload failed</strong>
      {reason ? <div>{reason}</div> : null}
    </>,
  );
}

/** Image picker with a preview of the chosen file, an 'Upload' button and a progress bar. */
export function PictureUploader({ currentUrl, name }: { currentUrl: string; name: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload: send, uploading, progress } = useUploadPicture({
    uploaded: (answer) => {
      toast.success(answer.message);
      choose(null);
      if (inputRef.current) inputRef.current.value = '';
    },
    failed: (err) => uploadFailed(apiErrorMessage(err, '')),
  });

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function choose(next: File | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : null;
    setFile(next);
    setPreview(previewRef.current);
  }

  function upload() {
    if (!file) {
      window.alert(MESSAGES.selectImage);
      return;
    }
    if (file.size > MAX_PICTURE_BYTES) {
      uploadFailed('The picture must be at most 5 MB');
      return;
    }
    send(file);
  }

  return (
    <div className="hm-profile-uploader">
      {preview ? (
        <img className="hm-profile-uploader-preview" src={preview} alt="Preview of the chosen picture" width={128} height={128} />
      ) : (
        <Avatar src={currentUrl} name={name} size={128} />
      )}
      <label className="hm-profile-field">
        <span>Profile picture</span>
        <input ref={inputRef} type="file" accept={PICTURE_TYPES.join(',')} onChange={(e) => choose(e.target.files?.[0] ?? null)} disabled={uploading} />
      </label>
      <button type="button" className="hm-btn" onClick={upload} disabled={uploading}>
        {uploading ? 'Uploading…' : 'Upload'}
      </button>
      {uploading ? (
        <div
          className="hm-profile-progress"
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="hm-profile-progress-bar" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </div>
  );
}

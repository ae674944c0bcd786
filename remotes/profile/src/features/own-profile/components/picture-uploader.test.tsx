import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { readProfileCache } from '@hackmate/shared/stores';
import { renderWithOwnProfile } from '../../../testing/query';
import { SAMPLE_PROFILE } from '../../../testing/sample-profile';
import { uploadPicture } from '../api/upload-picture';
import { PictureUploader } from './picture-uploader';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/upload-picture', () => ({ uploadPicture: vi.fn() }));

/** The uploader inside /profile: the own profile is in the cache; `ownProfile()` reads it back. */
const renderUploader = () => renderWithOwnProfile((p) => <PictureUploader currentUrl={p.profileUrl} name={p.fullName} />, SAMPLE_PROFILE);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

beforeEach(() => vi.clearAllMocks());

describe('PictureUploader', () => {
  it("alerts 'Please select an image' when Upload is pressed without a file", async () => {
    const alert = vi.fn();
    window.alert = alert; // happy-dom has no dialogs
    renderUploader();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(alert).toHaveBeenCalledWith('Please select an image');
    expect(uploadPicture).not.toHaveBeenCalled();
  });

  it('previews the chosen file, shows progress while uploading and puts the new url in the own profile', async () => {
    let progress: ((p: number) => void) | undefined;
    let finish: (v: { message: string; profileUrl: string }) => void = () => {};
    vi.mocked(uploadPicture).mockImplementation((_file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    const { ownProfile } = renderUploader();

    const input = screen.getByLabelText('Profile picture');
    // Only the formats the server takes: a phone's AVIF or HEIC is not offered, then refused.
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(input, png());
    expect(screen.getByAltText('Preview of the chosen picture')).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => progress?.(40));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');

    await act(async () => finish({ message: 'Profile picture updated successfully', profileUrl: '/api/uploads/abc.webp' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile picture updated successfully'));
    // Saved at once, apart from the form's Save: the profile everywhere and its local copy have it.
    expect(ownProfile().profileUrl).toBe('/api/uploads/abc.webp');
    expect(readProfileCache()?.profileUrl).toBe('/api/uploads/abc.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows 'Upload failed' when the upload fails", async () => {
    vi.mocked(uploadPicture).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderUploader();
    await user.upload(screen.getByLabelText('Profile picture'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    render(<>{vi.mocked(toast.error).mock.calls[0]![0] as ReactNode}</>);
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const user = userEvent.setup();
    renderUploader();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile picture'), big);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(uploadPicture).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalled();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { downloadExport, type ExportFile } from '../api/download-export';
import { saveFile } from '../lib/save-file';
import { DataExportSettings } from './data-export-settings';

vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));
vi.mock('../api/download-export', () => ({ downloadExport: vi.fn() }));
vi.mock('../lib/save-file', () => ({ saveFile: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe('DataExportSettings', () => {
  it('downloads the export under the name the server gave it', async () => {
    let answer: (file: ExportFile) => void = () => {};
    vi.mocked(downloadExport).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<DataExportSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(screen.getByRole('button', { name: 'Preparing your file…' })).toBeDisabled();
    const blob = new Blob(['{}'], { type: 'application/json' });
    await act(async () => answer({ blob, fileName: 'hackmate-export-ada.json' }));
    expect(saveFile).toHaveBeenCalledWith(blob, 'hackmate-export-ada.json');
    expect(toast.success).toHaveBeenCalledWith('Your data was downloaded');
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("toasts the server's refusal and saves nothing", async () => {
    vi.mocked(downloadExport).mockRejectedValue(httpError(429, { error: 'RATE_LIMITED', message: 'Too many exports. Try again later.' }));
    renderWithProviders(<DataExportSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many exports. Try again later.', expect.anything()));
    expect(saveFile).not.toHaveBeenCalled();
  });
});

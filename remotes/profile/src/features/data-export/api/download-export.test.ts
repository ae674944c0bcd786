import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiErrorMessage } from '@hackmate/shared/api';
import { httpError } from '@hackmate/shared/testing';
import { downloadExport } from './download-export';

vi.mock('@hackmate/shared/api', async (original) => ({ ...(await original<typeof import('@hackmate/shared/api')>()), api: vi.fn() }));

const answering = (get: () => Promise<unknown>) => vi.mocked(api).mockReturnValue({ get } as unknown as ReturnType<typeof api>);

afterEach(() => vi.clearAllMocks());

describe('downloadExport', () => {
  it('asks for a Blob and names it from Content-Disposition', async () => {
    const blob = new Blob(['{"a":1}']);
    const get = vi.fn().mockResolvedValue({ data: blob, headers: { 'content-disposition': 'attachment; filename="hackmate-export-ada.json"' } });
    answering(get);
    await expect(downloadExport()).resolves.toEqual({ blob, fileName: 'hackmate-export-ada.json' });
    expect(get).toHaveBeenCalledWith('/account/export', { responseType: 'blob' });
  });

  it('falls back to a plain name when the header cannot be read (another origin)', async () => {
    answering(vi.fn().mockResolvedValue({ data: new Blob([]), headers: {} }));
    await expect(downloadExport()).resolves.toMatchObject({ fileName: 'hackmate-export.json' });
  });

  it("reads a refusal's JSON out of its Blob so its message can be shown", async () => {
    const refusal = httpError(429, new Blob([JSON.stringify({ error: 'RATE_LIMITED', message: 'Slow down.' })]));
    answering(vi.fn().mockRejectedValue(refusal));
    const error = await downloadExport().catch((e: unknown) => e);
    expect(apiErrorMessage(error, 'fallback')).toBe('Slow down.');
  });
});

import type { Answer, checkAuthAnswer } from '../contracts';
import { api } from './client';

/** GET /check-auth: true only for a valid, unrevoked session; any failure means signed out. */
export async function checkAuth({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    const { data } = await api().get<Answer<typeof checkAuthAnswer>>('/check-auth', { signal });
    return data?.status === true;
  } catch {
    return false;
  }
}

import { api } from '@hackmate/shared/api';
import type { ChangePasswordBody } from '@hackmate/shared/contracts';

/** POST /account/password: 204; 403 when the current password is wrong, 400 for a weak new one or a Google-only account. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api().post('/account/password', body);
}

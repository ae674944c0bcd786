import { api } from '@hackmate/shared/api';
import type { Dashboard, DashboardAnswer } from '@hackmate/shared/contracts';

/** GET /events/:eventId/dashboard (organisers; 404 to anyone else). */
export async function getDashboard(eventId: string): Promise<Dashboard> {
  const { data } = await api().get<DashboardAnswer>(`/events/${encodeURIComponent(eventId)}/dashboard`);
  return data.data;
}

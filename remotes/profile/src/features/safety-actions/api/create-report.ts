import { api } from '@hackmate/shared/api';
import type { Answer, CreateReportBody, reportCreated } from '@hackmate/shared/contracts';

/** POST /reports: 201 with the open report; 409 when the same target is already reported and open. */
export async function createReport(body: CreateReportBody): Promise<Answer<typeof reportCreated>['data']> {
  const { data } = await api().post<Answer<typeof reportCreated>>('/reports', body);
  return data.data;
}

import { api } from '@hackmate/shared/api';
import type { CreateReportBody, ReportCreated } from '@hackmate/shared/contracts';

/** POST /reports: 201 with the open report; 409 when this team is already reported and open. */
export async function createReport(body: CreateReportBody): Promise<ReportCreated['data']> {
  const { data } = await api().post<ReportCreated>('/reports', body);
  return data.data;
}

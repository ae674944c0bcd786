import { api } from '@hackmate/shared/api';
import type { Answer, formationPreviewAnswer, FormationRules, FormationRulesBody, formationRulesAnswer, formationSendAnswer, FormationPreview } from '@hackmate/shared/contracts';

const formationPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/formation`;

/** PUT /events/:eventId/formation (organisers): the deadline and the roles each new team needs. */
export async function saveFormationRules(eventId: string, body: FormationRulesBody): Promise<FormationRules> {
  const { data } = await api().put<Answer<typeof formationRulesAnswer>>(formationPath(eventId), body);
  return data.data;
}

/** POST /events/:eventId/formation/preview (organisers): the teams "Form teams now" would propose. */
export async function previewFormation(eventId: string): Promise<FormationPreview> {
  const { data } = await api().post<Answer<typeof formationPreviewAnswer>>(`${formationPath(eventId)}/preview`);
  return data.data;
}

/** POST /events/:eventId/formation/send (organisers): how many proposals went out. */
export async function sendFormation(eventId: string): Promise<number> {
  const { data } = await api().post<Answer<typeof formationSendAnswer>>(`${formationPath(eventId)}/send`);
  return data.data.proposed;
}

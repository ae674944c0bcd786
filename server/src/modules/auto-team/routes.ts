import { autoTeamAnswerBody, autoTeamParams, autoTeamProposalAnswer, errorBody, eventParams, formationPreviewAnswer, formationSendAnswer, matchMeBody, myAutoTeamAnswer } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import { EVENT_NOT_FOUND } from '../events';
import { notifyEventChanged, notifyProposals } from '../live';
import { previewFormation, sendFormation } from './formation-service';
import { answerProposal, AUTO_TEAM_NOT_FOUND, getMyAutoTeam, getProposal, setMatchMe } from './service';

const tags = ['auto-team'];

/**
 * "Match me" (README.md). Rounds are not a route: the server runs them (job.ts).
 *   PUT  /events/:eventId/match-me        → { data: MyAutoTeam }; 409 EVENT_OVER, NOT_LOOKING
 *   GET  /events/:eventId/auto-team       → { data: MyAutoTeam }
 *   GET  /auto-team/:proposalId           → { data: AutoTeamProposal }; 404 AUTO_TEAM_NOT_FOUND to anyone not in it
 *   POST /auto-team/:proposalId/answer    → { data: AutoTeamProposal }; 404 AUTO_TEAM_NOT_FOUND; 409 PROPOSAL_CLOSED
 */
export const autoTeamRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const eventId = (params: { eventId: string }) => parseId(params.eventId, EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  const proposalId = (params: { proposalId: string }) => parseId(params.proposalId, AUTO_TEAM_NOT_FOUND, 'AUTO_TEAM_NOT_FOUND');

  app.put(
    '/events/:eventId/match-me',
    {
      schema: {
        tags,
        summary: '"Match me": let the server propose a team for you among the people looking (needs an open post to opt in)',
        params: eventParams,
        body: matchMeBody,
        response: { 200: myAutoTeamAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => ({ data: await setMatchMe(app.db, request.user.id, eventId(request.params), request.body.on) }),
  );

  app.get(
    '/events/:eventId/auto-team',
    {
      schema: {
        tags,
        summary: 'Your "Match me" state at this hackathon and the team proposed to you, if any',
        params: eventParams,
        response: { 200: myAutoTeamAnswer, 404: errorBody },
      },
    },
    async (request) => ({ data: await getMyAutoTeam(app.db, request.user.id, eventId(request.params)) }),
  );

  app.get(
    '/auto-team/:proposalId',
    {
      schema: {
        tags,
        summary: 'A team proposed to you: the people, their roles and time zones, and who has confirmed',
        params: autoTeamParams,
        response: { 200: autoTeamProposalAnswer, 404: errorBody },
      },
    },
    async (request) => ({ data: await getProposal(app.db, request.user.id, proposalId(request.params)) }),
  );

  app.post(
    '/auto-team/:proposalId/answer',
    {
      schema: {
        tags,
        summary: 'Accept or decline a team proposed to you (when everyone accepts, the team is formed)',
        params: autoTeamParams,
        body: autoTeamAnswerBody,
        response: { 200: autoTeamProposalAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const data = await answerProposal(app.db, request.user.id, proposalId(request.params), request.body.answer);
      if (data.teamId) notifyEventChanged(app, data.eventId);
      return { data };
    },
  );

  // Organisers' "Form teams now" (formation-service.ts); to anyone else the unknown event's 404.
  app.post(
    '/events/:eventId/formation/preview',
    { schema: { tags, summary: 'The teams "Form teams now" would propose, to review (organisers)', params: eventParams, response: { 200: formationPreviewAnswer, 404: errorBody } } },
    async (request) => ({ data: await previewFormation(app.db, request.user.id, parseId(request.params.eventId, EVENT_NOT_FOUND, 'EVENT_NOT_FOUND')) }),
  );

  app.post(
    '/events/:eventId/formation/send',
    { schema: { tags, summary: 'Send the proposed teams to their members to confirm (organisers)', params: eventParams, response: { 200: formationSendAnswer, 404: errorBody } } },
    async (request) => {
      const eventId = parseId(request.params.eventId, EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
      const { proposed } = await sendFormation(app.db, request.user.id, eventId);
      void notifyProposals(app, eventId, proposed).catch((err: unknown) => app.log.warn({ err, eventId }, 'formation: could not announce proposals'));
      return { data: { proposed: proposed.length } };
    },
  );
};

import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { COMMITMENTS } from './events';
import { formationRules } from './formation';
import { publicUser } from './users';

/**
 * GET /events/:eventId/dashboard (organisers only; 404 to anyone else): where the event's
 * participants stand, so organisers see who still needs a team before kick-off. Counts are of
 * listed people (suspended and deleted accounts are left out).
 */

/** The funnel has at most this many points, evenly spaced from the first attendance to now. */
export const FUNNEL_POINTS = 24;
/** The unteamed list shows at most this many people: the ones who joined the event first. */
export const UNTEAMED_SHOWN = 200;

export const dashboardCounts = z
  .object({
    going: z.number().int().meta({ description: 'Participants (going, including those in a team)' }),
    looking: z.number().int().meta({ description: 'Open looking posts (not in a team)' }),
    inTeams: z.number().int().meta({ description: 'Participants in a team' }),
    unteamed: z.number().int().meta({ description: 'Participants in no team (going - inTeams)' }),
    teams: z.number().int(),
  })
  .meta({ id: 'DashboardCounts' });

export const unteamedPerson = z
  .object({
    user: publicUser,
    looking: z.boolean().meta({ description: 'Has an open looking post' }),
    roles: z.array(z.enum(ROLES)).meta({ description: 'Roles they bring (their post)' }),
    timeZone: z.string().nullable(),
    commitment: z.enum(COMMITMENTS).nullable(),
  })
  .meta({ id: 'UnteamedPerson' });
export type UnteamedPerson = z.infer<typeof unteamedPerson>;

export const teamAtRisk = z
  .object({ _id: z.string(), name: z.string(), size: z.number().int(), reason: z.enum(['below-minimum']) })
  .meta({ id: 'TeamAtRisk' });
export type TeamAtRisk = z.infer<typeof teamAtRisk>;

export const funnelPoint = z
  .object({
    at: z.string().meta({ format: 'date-time' }),
    going: z.number().int(),
    looking: z.number().int().meta({ description: 'Who had posted or was in a team by then' }),
    inTeam: z.number().int(),
  })
  .meta({ id: 'FunnelPoint' });
export type FunnelPoint = z.infer<typeof funnelPoint>;

export const eventOutcome = z
  .object({
    at: z.string().meta({ format: 'date-time', description: 'The formation deadline once passed, else now' }),
    atDeadline: z.boolean(),
    participants: z.number().int().meta({ description: 'Going by then' }),
    inTeams: z.number().int().meta({ description: 'Of them, in a team by then' }),
    share: z.number().nullable().meta({ description: 'inTeams / participants; null with no participants' }),
    medianMinutesToTeam: z.number().nullable().meta({ description: 'Median time from going to being in a team, of those in one; null with nobody' }),
  })
  .meta({ id: 'EventOutcome' });
export type EventOutcome = z.infer<typeof eventOutcome>;

export const dashboard = z
  .object({
    eventId: z.string(),
    minTeamSize: z.number().int(),
    maxTeamSize: z.number().int(),
    counts: dashboardCounts,
    teamsBySize: z.array(z.object({ size: z.number().int(), teams: z.number().int() })).meta({ description: 'Every size from 1 to the maximum' }),
    roleCoverage: z
      .array(z.object({ role: z.enum(ROLES), lacking: z.number().int().meta({ description: 'Teams with no member in this role' }) }))
      .meta({ description: 'Every role, most lacking first' }),
    atRisk: z.array(teamAtRisk),
    unteamed: z.array(unteamedPerson).meta({ description: `At most ${UNTEAMED_SHOWN}, first to join the event first` }),
    funnel: z.array(funnelPoint).meta({ description: 'Cumulative, oldest first; empty with no participants' }),
    outcome: eventOutcome,
    formation: formationRules.meta({ description: 'The formation deadline and required roles, for the organisers to edit' }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardAnswer = z.object({ data: dashboard }).meta({ id: 'DashboardAnswer' });
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

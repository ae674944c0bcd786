import { hackathonAnswer, hackathonBody, type HackathonFields } from '@hackmate/shared/contracts';
import type { Hackathon } from '@hackmate/shared/types';
import { hackathons, type Hackathon as HackathonRow } from '../../../db/schema';
import { itemRoutes } from './item-routes';
import { itemStore } from './item-store';

export const HACKATHON_NOT_FOUND = 'Hackathon not found';
export const MAX_HACKATHONS = 50;

export const hackathonStore = itemStore<HackathonRow, Hackathon, HackathonFields>({
  table: hackathons,
  noun: 'hackathon',
  max: MAX_HACKATHONS,
  notFoundMessage: HACKATHON_NOT_FOUND,
  toItem: (row) => ({ _id: row.id, name: row.name, description: row.description, outcome: row.outcome, date: row.date, role: row.role }),
});

/**
 * SPEC §7 sends "an object holding the hackathon": `{ hackathon: { name, … } }`. The flat form
 * `{ name, … }` is accepted too, so either client shape works.
 */
export function unwrapHackathon(body: unknown): unknown {
  if (body && typeof body === 'object' && 'hackathon' in body) {
    const inner = (body as { hackathon: unknown }).hackathon;
    if (inner && typeof inner === 'object') return inner;
  }
  return body;
}

/** POST /profile/add/hackathon, PATCH /hackathon-edit/{id}, DELETE /remove-hackathon/{id}. */
export const hackathonRoutes = itemRoutes({
  store: hackathonStore,
  noun: 'hackathon',
  notFoundMessage: HACKATHON_NOT_FOUND,
  paths: { add: '/profile/add/hackathon', edit: '/hackathon-edit/:id', remove: '/remove-hackathon/:id' },
  createBody: hackathonBody,
  updateBody: hackathonBody,
  answer: hackathonAnswer,
  messages: { added: 'Hackathon added successfully', updated: 'Hackathon details updated successfully!', removed: 'Hackathon removed successfully' },
  preValidation: unwrapHackathon,
});

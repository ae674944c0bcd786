import { expect, type APIRequestContext } from '@playwright/test';

export interface AddedEvent {
  _id: string;
  name: string;
}

/**
 * Adds a hackathon through the API as the person behind `request`: online, a week from now, two
 * days long, teams of 1–4 (`overrides` change any of it).
 */
export async function addEvent(request: APIRequestContext, name: string, overrides: Record<string, unknown> = {}): Promise<AddedEvent> {
  const start = new Date(Date.now() + 7 * 86_400_000);
  const created = await request.post('/api/events', {
    data: {
      name,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
      mode: 'online',
      website: 'https://hack.example.com',
      minTeamSize: 1,
      maxTeamSize: 4,
      ...overrides,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: AddedEvent }).data;
}

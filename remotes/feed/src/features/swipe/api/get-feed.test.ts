import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@hackmate/shared/api';
import { getFeed } from './get-feed';

vi.mock('@hackmate/shared/api', () => {
  const get = vi.fn();
  return { api: () => ({ get }) };
});

const answer = (profileUrl: string) => ({ data: { feedData: [{ _id: 'u1', profileUrl }], nextCursor: 'c1' } });
const picturePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('getFeed', () => {
  it("starts the first card's picture at high priority as soon as a first page arrives", async () => {
    vi.mocked(api().get).mockResolvedValueOnce(answer('https://example.test/top.png'));
    await getFeed({});
    expect(picturePreloads()).toEqual(['https://example.test/top.png']);
    expect(document.head.querySelector('link[as="image"]')).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves the pictures of later pages to the cards that show them', async () => {
    vi.mocked(api().get).mockResolvedValueOnce(answer('https://example.test/later.png'));
    await getFeed({}, { cursor: 'c1' });
    expect(picturePreloads()).toEqual([]);
  });

  it("asks for an event's deck by its id and hands back the event it names", async () => {
    const event = { id: '7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0a37', name: 'Hack Berlin' };
    vi.mocked(api().get).mockResolvedValueOnce({ data: { feedData: [], nextCursor: null, event } });
    const page = await getFeed({ skills: 'RUST', eventId: event.id });
    expect(vi.mocked(api().get)).toHaveBeenLastCalledWith('/feed', expect.objectContaining({ params: { skills: 'RUST', eventId: event.id } }));
    expect(page.event).toEqual(event);
  });

  it('asks for the whole feed without an event', async () => {
    vi.mocked(api().get).mockResolvedValueOnce({ data: { feedData: [], nextCursor: null } });
    const page = await getFeed({});
    expect(vi.mocked(api().get)).toHaveBeenLastCalledWith('/feed', expect.objectContaining({ params: {} }));
    expect(page.event).toBeUndefined();
  });
});

// The traffic of the feed bench: signed-in people doing what people do with a feed.
import { performance } from 'node:perf_hooks';
import type { BenchClient } from './feed-client';
import { Timings } from './feed-client';

export interface BenchViewer {
  id: string;
  cookie: string;
}

const FILTERS = ['skills=PYTHON,REACT.JS&experience=intermediate', 'skills=FLUTTER', 'experience=beginner', 'gradYears=2026,2027', 'skills=NODE.JS,POSTGRES'];

interface Page {
  feedData: { _id: string }[];
  nextCursor: string | null;
}

function feedPath(filter: string, cursor: string | null): string {
  const q = new URLSearchParams(filter);
  q.set('limit', '20');
  if (cursor) q.set('cursor', cursor);
  return `/api/feed?${q}`;
}

// A person reads a card (name, bio, skills, projects) before swiping: 2 to 8 s, 5 s on average.
const LOOK_MS = [2_000, 8_000] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Everyone at once, for `seconds`: open the feed (one in seven with filters), swipe through some
 * of its cards at a person's pace (each swipe a real request: mostly Ignore, a third Interested),
 * and either follow the cursor or start over, sometimes with other filters. When `swipe` is
 * false, people only page, as fast as the server answers (the capacity of computed pages: every
 * request a new page, nothing a cache of repeated requests could answer).
 */
export async function browse(client: BenchClient, viewers: BenchViewer[], seconds: number, swipe: boolean): Promise<{ pages: Timings; swipes: Timings; seconds: number }> {
  const pages = new Timings();
  const swipes = new Timings();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let seed = 1;
  const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);

  await Promise.all(
    viewers.map(async (v) => {
      let filter = '';
      let cursor: string | null = null;
      const look = () => sleep(LOOK_MS[0] + random() * (LOOK_MS[1] - LOOK_MS[0]));
      // People arrive over the first look, not all in the same millisecond.
      if (swipe) await look();
      while (performance.now() < deadline) {
        const answer = await client.request('GET', feedPath(filter, cursor), v.cookie);
        pages.add(answer);
        if (answer.status === 0 || answer.status >= 400) break;
        const page = JSON.parse(answer.body) as Page;
        if (swipe) {
          for (const card of page.feedData.slice(0, 3 + Math.floor(random() * 8))) {
            await look();
            if (performance.now() >= deadline) break;
            const status = random() < 0.33 ? 'interested' : 'ignore';
            const swiped = await client.request('POST', `/api/reqs/send/${status}/${card._id}`, v.cookie);
            // Any answer counts (the person on the card may have swiped the viewer meanwhile: a 4xx the app
            // explains); a broken connection does not.
            swipes.add(swiped, swiped.status > 0);
          }
        }
        const again = random();
        cursor = again < 0.6 ? page.nextCursor : null;
        if (cursor === null && again > 0.85) filter = FILTERS[Math.floor(random() * FILTERS.length)]!;
        else if (cursor === null) filter = '';
      }
    }),
  );
  return { pages, swipes, seconds: (performance.now() - started) / 1000 };
}

/** The same shape of load on the bare hello-world server. */
export async function hello(client: BenchClient, connections: number, seconds: number): Promise<{ timings: Timings; seconds: number }> {
  const timings = new Timings();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) timings.add(await client.request('GET', '/'));
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

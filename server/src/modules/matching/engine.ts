import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import { CandidateIndex } from './candidate-index';
import { IndexSet } from './index-set';
import { activeSince, loadEveryone, loadPerson, requestPartners } from './people-source';
import { scoreAmong, topK, type Filter, type Position, type Ranked, type Viewer } from './search';

// Time moves people between activity bands; a sweep this often keeps the bands right to the minute.
const REBUCKET_EVERY_MS = 5 * 60_000;
// Activity recorded by other processes reaches this one's index at least this often.
const ACTIVITY_SYNC_EVERY_MS = 60_000;
// Who a viewer shares requests with: kept while they browse, dropped at once when it changes.
const VIEWER_SETS_TTL_MS = 10 * 60_000;
const VIEWER_SETS_BYTES = 32 * 1024 * 1024;

interface ViewerSets {
  excluded: IndexSet;
  likers: IndexSet;
}

/**
 * The feed's ranking engine for one server process: everyone in a CandidateIndex, loaded from
 * PostgreSQL at start (the first page waits for it) and kept current by the cluster bus, so every
 * process sees a change within moments. The database stays the source of truth: the index can
 * always be rebuilt from it.
 */
export class MatchingEngine {
  index = new CandidateIndex(1 << 16);
  private readonly viewerSets = new TtlCache<ViewerSets>(VIEWER_SETS_TTL_MS, VIEWER_SETS_BYTES);
  private timers: NodeJS.Timeout[] = [];
  private activityWatermark = new Date(0);
  // Reads started by change events: a page waits for them, so whoever saved sees it on the next page.
  private readonly refreshing = new Set<Promise<void>>();
  private loading: Promise<void> = Promise.resolve();
  private loadedOnce = false;
  private readonly changedDuringLoad = new Set<string>();

  constructor(private readonly app: FastifyInstance) {}

  /**
   * Starts loading everyone (at 1M people, several seconds) without holding up the server's
   * start: health checks answer at once, and the first feed page waits for the load.
   */
  start(): void {
    this.loading = this.load();
    // A failure is reported by the page that waits for it (and the next page tries again).
    this.loading.catch((err: unknown) => this.app.log.error({ err }, 'matching index could not be loaded'));
    this.timers.push(setInterval(() => this.index.rebucket(Date.now()), REBUCKET_EVERY_MS).unref());
    this.timers.push(setInterval(() => void this.syncActivity(), ACTIVITY_SYNC_EVERY_MS).unref());
  }

  private async load(): Promise<void> {
    const now = Date.now();
    this.activityWatermark = new Date(now);
    const fresh = new CandidateIndex(1 << 16);
    const count = await loadEveryone(this.app.db, (people) => {
      for (const person of people) fresh.upsert(person, now);
    });
    // Changes that arrived during the load were applied to the old index: read those people again.
    const changed = [...this.changedDuringLoad];
    this.changedDuringLoad.clear();
    this.index = fresh;
    this.loadedOnce = true;
    for (const id of changed) await this.refreshPerson(id);
    this.app.log.info({ people: count, ms: Date.now() - now, mb: Math.round(this.index.bytes() / 1e5) / 10 }, 'matching index loaded');
  }

  /** Resolves once the index holds everyone (loading again if the last attempt failed). */
  async loaded(): Promise<void> {
    try {
      await this.loading;
    } catch (err) {
      if (!this.loadedOnce) this.loading = this.load();
      throw err;
    }
  }

  /** Builds the index again from the database (after a bulk import; the usual path is events). */
  async reload(): Promise<void> {
    const now = Date.now();
    const fresh = new CandidateIndex(Math.max(1 << 16, this.index.size));
    await loadEveryone(this.app.db, (people) => {
      for (const person of people) fresh.upsert(person, now);
    });
    this.index = fresh;
    this.viewerSets.clear();
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** A person's ranking data changed (or they are new, or gone): read them again. */
  refreshPerson(id: string): Promise<void> {
    if (!this.loadedOnce) this.changedDuringLoad.add(id);
    const refresh = loadPerson(this.app.db, id)
      .then((person) => {
        if (person) this.index.upsert(person, Date.now());
        else this.index.remove(id);
      })
      .finally(() => this.refreshing.delete(refresh));
    this.refreshing.add(refresh);
    return refresh;
  }

  /** Requests between these people changed: what they are shown must be recomputed. */
  forgetViewers(ids: readonly string[]): void {
    for (const id of ids) this.viewerSets.invalidateGroup(id);
  }

  /**
   * The viewer's best `k` after `after`, with the index they are places of (a reload swaps in
   * another); null when the viewer is unknown (removed meanwhile).
   */
  async rank(viewerId: string, filter: Filter, k: number, after?: Position): Promise<{ from: CandidateIndex; ranked: Ranked[] } | null> {
    const viewer = await this.viewer(viewerId);
    return viewer && { from: this.index, ranked: topK(this.index, viewer, filter, k, Date.now(), after) };
  }

  /**
   * The people of `ids` the viewer may be shown under the filter (not themselves, nobody they
   * share a request or a block with), each with their score, in no order; null as for `rank`.
   */
  async rankAmong(viewerId: string, filter: Filter, ids: readonly string[]): Promise<{ from: CandidateIndex; ranked: Ranked[] } | null> {
    const viewer = await this.viewer(viewerId);
    if (!viewer) return null;
    const among = ids.map((id) => this.index.find(id)).filter((i) => i >= 0);
    return { from: this.index, ranked: scoreAmong(this.index, viewer, filter, among, Date.now()) };
  }

  private async viewer(viewerId: string): Promise<Viewer | null> {
    await this.loaded();
    if (this.refreshing.size > 0) await Promise.allSettled([...this.refreshing]);
    let me = this.index.find(viewerId);
    if (me < 0) {
      // Signed up on another process a moment ago: read them now rather than wait for the event.
      await this.refreshPerson(viewerId);
      me = this.index.find(viewerId);
      if (me < 0) return null;
    }
    const sets = await this.setsOf(viewerId, me);
    return {
      skillsLo: this.index.skillsLo[me]!,
      skillsHi: this.index.skillsHi[me]!,
      roles: this.index.roles[me]!,
      gradYear: this.index.gradYear[me] || null,
      excluded: sets.excluded,
      likers: sets.likers,
    };
  }

  private async setsOf(viewerId: string, me: number): Promise<ViewerSets> {
    const cached = this.viewerSets.get(viewerId);
    if (cached) return cached;
    const version = this.viewerSets.version();
    const partners = await requestPartners(this.app.db, viewerId);
    const indexOf = (id: string) => this.index.find(id);
    const sets: ViewerSets = {
      excluded: new IndexSet([me, ...partners.filter((p) => !p.likesViewer).map((p) => indexOf(p.id))].filter((i) => i >= 0)),
      likers: new IndexSet(partners.filter((p) => p.likesViewer).map((p) => indexOf(p.id)).filter((i) => i >= 0)),
    };
    this.viewerSets.set(viewerId, viewerId, sets, version);
    return sets;
  }

  private async syncActivity(): Promise<void> {
    const since = this.activityWatermark;
    this.activityWatermark = new Date();
    try {
      const now = Date.now();
      for (const { id, lastActiveMs } of await activeSince(this.app.db, since)) {
        const i = this.index.find(id);
        if (i >= 0 && lastActiveMs > this.index.lastActive[i]! * 60_000) this.index.touch(i, lastActiveMs, now);
      }
    } catch (err) {
      this.activityWatermark = since;
      this.app.log.warn({ err }, 'matching: activity sync failed; will retry');
    }
  }
}

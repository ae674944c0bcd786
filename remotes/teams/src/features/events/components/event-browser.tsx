import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@hackmate/shared/router';
import { FormField, useDebouncedValue } from '@hackmate/shared/ui';
import { CardSkeletons, LoadFailed, Loading } from '../../layout';
import { useEvents } from '../hooks/use-events';
import { filtersFromParams, withParam } from '../lib/event-filters';
import { EventCard } from './event-card';
import './events.css';

const SEARCH_DELAY_MS = 300;
const TABS = [
  ['upcoming', 'Upcoming'],
  ['past', 'Past'],
] as const;

export const NO_UPCOMING_TEXT = 'No upcoming hackathons yet —';
export const NO_PAST_TEXT = 'No past hackathons yet.';
export const NO_MATCH_TEXT = 'No hackathons match your search.';

/** Typed text that reaches the URL once typing pauses (search by name, city). */
function useDebouncedParam(key: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get(key) ?? '');
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  // The latest URL and setter, so only a settled change of the text writes the URL.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  useEffect(() => {
    const value = settled.trim();
    if ((latest.current.params.get(key) ?? '') === value) return;
    latest.current.setParams((prev) => withParam(prev, key, value), { replace: true });
  }, [key, settled]);
  return [text, setText];
}

/**
 * /events' body: Upcoming and Past, search by name (debounced), online or in person (and which
 * city), the cards page by page, and the loading, empty and failed states. The URL holds the
 * choice, so Back and a shared link show the same list.
 */
export function EventBrowser() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [search, setSearch] = useDebouncedParam('q');
  const [city, setCity] = useDebouncedParam('city');
  const events = useEvents(filters);
  const list = events.data?.pages.flatMap((p) => p.data);
  const filtered = Boolean(filters.q || filters.mode || filters.city);

  const choose = (key: string, value: string | undefined) => setParams((prev) => withParam(prev, key, value), { replace: true });

  return (
    <div className="hm-event-browser">
      <div className="hm-event-tabs" role="group" aria-label="Which hackathons">
        {TABS.map(([when, label]) => (
          <button
            key={when}
            type="button"
            className={filters.when === when ? 'hm-btn hm-btn-primary' : 'hm-btn'}
            aria-pressed={filters.when === when}
            onClick={() => choose('when', when === 'past' ? 'past' : undefined)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="hm-event-filters" role="search">
        <FormField id="hm-event-search" label="Search by name" type="search" value={search} onChange={setSearch} />
        <FormField id="hm-event-mode" label="Format">
          {(control) => (
            <select {...control} className="hm-input" value={filters.mode ?? ''} onChange={(e) => choose('mode', e.target.value || undefined)}>
              <option value="">Online or in person</option>
              <option value="online">Online</option>
              <option value="in-person">In person</option>
            </select>
          )}
        </FormField>
        {filters.mode === 'in-person' ? <FormField id="hm-event-city" label="City" value={city} onChange={setCity} /> : null}
      </div>
      {list === undefined && events.isError ? (
        <LoadFailed message="Could not load the hackathons." onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : list === undefined ? (
        <Loading label="Loading hackathons">
          <CardSkeletons />
        </Loading>
      ) : list.length === 0 ? (
        <p className="hm-muted hm-teams-note">
          {filtered ? (
            NO_MATCH_TEXT
          ) : filters.when === 'past' ? (
            NO_PAST_TEXT
          ) : (
            <>
              {NO_UPCOMING_TEXT} <Link to="/events/new">add one</Link>
            </>
          )}
        </p>
      ) : (
        <>
          <ul className="hm-teams-list hm-teams-list--grid" aria-label={filters.when === 'past' ? 'Past hackathons' : 'Upcoming hackathons'}>
            {list.map((event) => (
              <li key={event._id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          {events.hasNextPage ? (
            <button type="button" className="hm-btn hm-teams-more" disabled={events.isFetchingNextPage} aria-busy={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
              Load more
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

import { useSearchParams } from '@hackmate/shared/router';

/**
 * The event whose deck /feed shows (`/feed?event=<id>`, linked from the event's page), or
 * undefined for the whole feed. The server checks the id; a wrong one answers 404.
 */
export function useDeckEvent(): string | undefined {
  const [params] = useSearchParams();
  return params.get('event') || undefined;
}

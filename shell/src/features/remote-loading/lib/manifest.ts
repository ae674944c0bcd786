/**
 * How every remote manifest is fetched: revalidated with its host on each load, whatever caching
 * the host allows (`max-age=3600` is a common static-host default), so a redeployed or rolled
 * back remote reaches visitors on their next page load, and nobody is sent to an entry file that
 * no longer exists. An unchanged manifest costs a 304 when the host sends an ETag.
 */
export const MANIFEST_REQUEST: RequestInit = { cache: 'no-cache' };

/** The parts of a remote's `mf-manifest.json` the shell reads itself. */
export interface RemoteManifest {
  shared?: ManifestShared[];
}

export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** The manifest as text (the federation runtime gets the same bytes) and parsed. */
export async function fetchManifest(url: string, fetchImpl: typeof fetch = fetch): Promise<{ text: string; manifest: RemoteManifest }> {
  const response = await fetchImpl(url, MANIFEST_REQUEST);
  if (!response.ok) throw new ManifestError(`Failed to get the manifest ${url}: HTTP ${response.status}`);
  const text = await response.text();
  try {
    return { text, manifest: JSON.parse(text) as RemoteManifest };
  } catch {
    throw new ManifestError(`The manifest ${url} is not JSON`);
  }
}

/** The runtime asks for manifests by absolute URL; the runtime config may name them by path. */
export function manifestKey(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

/**
 * A federation runtime plugin: the runtime asks it for every manifest. One the shell has just
 * fetched (and checked) is handed over as is, so it is requested once; anything else is fetched
 * revalidated, like the shell's own.
 */
export function manifestFetchPlugin(prefetched: Map<string, string>, fetchImpl: typeof fetch = fetch) {
  return {
    name: 'hackmate-revalidated-manifests',
    fetch(url: string, init: RequestInit): Promise<Response> {
      const key = manifestKey(url);
      const text = prefetched.get(key);
      if (text !== undefined) {
        prefetched.delete(key);
        return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
      }
      return fetchImpl(url, { ...init, ...MANIFEST_REQUEST });
    },
  };
}

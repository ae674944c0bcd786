import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeConfigError } from '@hackmate/shared/runtime-config';
import { clearRuntimeConfig, setRuntimeConfig } from '../../../testing/runtime-config';
import { readRemoteCatalogue } from './read-remote-catalogue';

afterEach(clearRuntimeConfig);

const events = { label: 'Events', path: '/events', order: 25, audience: 'signed-in' as const };

describe('readRemoteCatalogue', () => {
  it('lists each remote’s manifest, mounts and nav entries from the runtime config alone', () => {
    setRuntimeConfig({ remotes: { teams: { entry: 'https://cdn.example.test/teams/mf-manifest.json', mounts: ['/events/', '/teams'], nav: [events] } } });
    expect(readRemoteCatalogue()).toEqual({
      entries: [{ name: 'teams', entry: 'https://cdn.example.test/teams/mf-manifest.json' }],
      mounts: [
        { remote: 'teams', path: '/events' },
        { remote: 'teams', path: '/teams' },
      ],
      nav: [events],
      error: null,
    });
  });

  it('knows no remote without a runtime config', () => {
    expect(readRemoteCatalogue()).toMatchObject({ entries: [], mounts: [], nav: [], error: null });
  });

  it('knows no remote, and says why, when the runtime config is malformed', () => {
    setRuntimeConfig({ remotes: { teams: { entry: 42 } } });
    const { entries, error } = readRemoteCatalogue();
    expect(entries).toEqual([]);
    expect(error).toBeInstanceOf(RuntimeConfigError);
  });
});

import * as live from '@hackmate/shared/live';
import * as query from '@hackmate/shared/query';
import * as router from '@hackmate/shared/router';
import * as runtimeConfig from '@hackmate/shared/runtime-config';
import * as stores from '@hackmate/shared/stores';
import * as toast from '@hackmate/shared/toast';
import { describe, expect, it } from 'vitest';
import { SINGLETON_ENTRIES, SINGLETON_VERSION } from './index';
import surface from './surface.json';

// What each singleton entry exports today, by the name remotes import it under.
const current: Record<string, string[]> = {
  '@hackmate/shared/stores': Object.keys(stores).sort(),
  '@hackmate/shared/live': Object.keys(live).sort(),
  '@hackmate/shared/query': Object.keys(query).sort(),
  '@hackmate/shared/router': Object.keys(router).sort(),
  '@hackmate/shared/runtime-config': Object.keys(runtimeConfig).sort(),
  '@hackmate/shared/toast': Object.keys(toast).sort(),
};
const recorded = surface.exports as Record<string, string[]>;

describe('the singleton part of @hackmate/shared only grows, and says so in its version', () => {
  it('covers every singleton entry', () => {
    expect(Object.keys(current).sort()).toEqual([...SINGLETON_ENTRIES].sort());
    expect(Object.keys(recorded).sort()).toEqual([...SINGLETON_ENTRIES].sort());
  });

  it('still exports everything it ever recorded (a remote built against it calls it)', () => {
    for (const entry of SINGLETON_ENTRIES) {
      const removed = recorded[entry]!.filter((name) => !current[entry]!.includes(name));
      expect(removed, `${entry} lost exports: remotes built against ${surface.version} would crash under this shell`).toEqual([]);
    }
  });

  it('bumps SINGLETON_VERSION (minor) and records an addition, so an older shell refuses remotes that need it', () => {
    for (const entry of SINGLETON_ENTRIES) {
      const added = current[entry]!.filter((name) => !recorded[entry]!.includes(name));
      expect(added, `${entry} has new exports: bump SINGLETON_VERSION's minor and add them to singleton/surface.json`).toEqual([]);
    }
    expect(surface.version, 'singleton/surface.json records the version of the surface it lists').toBe(SINGLETON_VERSION);
  });
});

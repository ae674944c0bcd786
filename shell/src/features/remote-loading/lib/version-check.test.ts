import { describe, expect, it } from 'vitest';
import type { ManifestShared } from './manifest';
import { unmetSingletons, type ShareScope } from './version-check';

const STORES = '@hackmate/shared/stores';
const needs = (name: string, requiredVersion: string, singleton = true): ManifestShared => ({ name, requiredVersion, singleton });

/** A page where the shell runs these versions (loaded), and has these others only on offer. */
function scope(runs: Record<string, string>, offers: Record<string, string> = {}): ShareScope {
  const map: ShareScope = {};
  for (const [name, version] of Object.entries(runs)) map[name] = { ...map[name], [version]: { loaded: true } };
  for (const [name, version] of Object.entries(offers)) map[name] = { ...map[name], [version]: { loaded: false } };
  return map;
}

describe('which singletons a remote needs newer than the page runs', () => {
  it('refuses a remote built against a newer singleton than the shell runs', () => {
    expect(unmetSingletons([needs(STORES, '^1.1.0')], scope({ [STORES]: '1.0.0' }))).toEqual([
      { name: STORES, required: '^1.1.0', provided: '1.0.0' },
    ]);
    expect(unmetSingletons([needs('react', '^19.4.0')], scope({ react: '19.3.1' }))).toEqual([
      { name: 'react', required: '^19.4.0', provided: '19.3.1' },
    ]);
  });

  it('admits a remote built against the same or an older singleton (the singleton only grows)', () => {
    const page = scope({ [STORES]: '1.2.0', react: '19.3.1' });
    expect(unmetSingletons([needs(STORES, '^1.2.0'), needs('react', '^19.3.1')], page)).toEqual([]);
    expect(unmetSingletons([needs(STORES, '^1.0.0'), needs('react', '^19.0.0')], page)).toEqual([]);
  });

  it('admits what nobody runs yet: the remote brings its own copy', () => {
    expect(unmetSingletons([needs('motion/react', '^14.20.0')], scope({}))).toEqual([]);
    expect(unmetSingletons([needs('socket.io-client', '^4.9.0')], scope({}, { 'socket.io-client': '4.8.4' }))).toEqual([]);
  });

  it('counts a copy that is still loading as running', () => {
    const page: ShareScope = { [STORES]: { '1.0.0': { loading: Promise.resolve() } } };
    expect(unmetSingletons([needs(STORES, '^1.1.0')], page)).toHaveLength(1);
  });

  it('ignores what is not a singleton or asks for any version', () => {
    const page = scope({ [STORES]: '1.0.0' });
    expect(unmetSingletons([needs(STORES, '^2.0.0', false), needs(STORES, '*')], page)).toEqual([]);
  });
});

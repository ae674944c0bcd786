import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mfShared } from '@hackmate/shared/mf-shared';
import { describe, expect, it } from 'vitest';
import { providedModules, shareKeyOf } from './provided-modules';

const built = mfShared(resolve(dirname(fileURLToPath(import.meta.url)), '../../../..'));

describe('the modules the shell hands to remotes', () => {
  it('covers everything its build shares, including the subpaths remotes import', () => {
    const provided = providedModules(built);
    const exact = Object.keys(built).filter((key) => !key.endsWith('/'));
    expect(exact.filter((key) => !provided[key])).toEqual([]);
    // JSX compiles to react/jsx-runtime; portals and standalone mounts use react-dom and react-dom/client.
    for (const subpath of ['react/jsx-runtime', 'react-dom/client']) expect(provided[subpath]).toBeDefined();
  });

  it('declares each at the version installed beside the shell, singletons as singletons', () => {
    const provided = providedModules(built);
    expect(provided['react/jsx-runtime']).toMatchObject({ version: built['react/']!.version, shareConfig: { singleton: true } });
    expect(provided.axios).toMatchObject({ version: built.axios!.version, shareConfig: { singleton: false } });
  });

  it('loads what a visitor never needs only when a remote asks for it', async () => {
    const provided = providedModules(built);
    expect(provided['socket.io-client']?.lib).toBeUndefined();
    const factory = await provided['socket.io-client']!.get!();
    expect(factory()).toMatchObject({ io: expect.any(Function) });
  });

  it('refuses to provide a module the build does not share (its version would be a guess)', () => {
    const { react: _react, 'react/': _subpaths, ...withoutReact } = built;
    expect(() => providedModules(withoutReact)).toThrow(/react is provided to remotes but not shared/);
  });

  it('finds the prefix key a subpath falls under', () => {
    expect(shareKeyOf('react-dom/client', built)).toBe('react-dom/');
    expect(shareKeyOf('nanostores', built)).toBe('nanostores');
    expect(shareKeyOf('motion', built)).toBeUndefined();
  });
});

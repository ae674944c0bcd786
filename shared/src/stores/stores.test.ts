import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $otherUser, $signedIn, $theme, $user, STORAGE_KEYS, clearUser, followSystemTheme, initialTheme, mergeUser, mergeUserFrom, readProfileCache,
  setOtherUser, setTheme, setUserSkills, signInLocally, signOutLocally, toggleTheme, writeProfileCache,
} from './index';

beforeEach(() => {
  clearUser();
  localStorage.clear();
});

describe('$user', () => {
  it('starts empty, merges fields, sets skills, merges other data and clears', () => {
    expect($user.get()).toEqual({});
    mergeUser({ fullName: 'Ada' });
    mergeUser({ userName: 'ada' });
    setUserSkills(['RUST']);
    mergeUserFrom({ bio: 'hi', skills: ['C'] });
    expect($user.get()).toEqual({ fullName: 'Ada', userName: 'ada', bio: 'hi', skills: ['C'] });
    clearUser();
    expect($user.get()).toEqual({});
  });

  it('keeps the viewed profile apart from the current user', () => {
    setOtherUser({ _id: 'x', fullName: 'Grace' });
    expect($otherUser.get().fullName).toBe('Grace');
    expect($user.get()).toEqual({});
  });
});

describe('session helpers', () => {
  it('sign-in stores userData and loggedIn but never a token', () => {
    signInLocally({ _id: '1', fullName: 'Ada' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!)).toEqual({ _id: '1', fullName: 'Ada' });
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
    expect($signedIn.get()).toBe(true);
  });

  it('sign-out clears userData, loggedIn, the profile cache and the store', () => {
    signInLocally({ _id: '1' });
    writeProfileCache({ _id: '1' } as never);
    signOutLocally();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(readProfileCache()).toBeNull();
    expect($user.get()).toEqual({});
    expect($signedIn.get()).toBe(false);
  });
});

describe('$theme', () => {
  it('saves every change under the key theme', () => {
    setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    toggleTheme();
    expect($theme.get()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('defaults to dark when nothing is stored and the system prefers dark', () => {
    const spy = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    expect(initialTheme()).toBe('dark');
    spy.mockReturnValue({ matches: false } as MediaQueryList);
    expect(initialTheme()).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(initialTheme()).toBe('dark');
    spy.mockRestore();
  });

  it('follows the system while nothing is chosen, and stops following once the person chooses', () => {
    localStorage.removeItem('theme');
    let dark = false;
    const listeners = new Set<() => void>();
    const query = {
      get matches() {
        return dark;
      },
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    } as unknown as MediaQueryList;
    const spy = vi.spyOn(window, 'matchMedia').mockReturnValue(query);
    const systemChanges = (toDark: boolean) => {
      dark = toDark;
      listeners.forEach((fn) => fn());
    };
    $theme.set('light');
    const stop = followSystemTheme();
    systemChanges(true);
    expect($theme.get()).toBe('dark');
    systemChanges(false);
    expect($theme.get()).toBe('light');
    setTheme('dark');
    systemChanges(false);
    expect($theme.get()).toBe('dark');
    stop();
    expect(listeners.size).toBe(0);
    spy.mockRestore();
    localStorage.removeItem('theme');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, createPath, parsePath } from './history';

describe('paths', () => {
  it('splits and joins pathname, search and hash', () => {
    expect(parsePath('/feed?x=1#top')).toEqual({ pathname: '/feed', search: '?x=1', hash: '#top' });
    expect(parsePath('/#features')).toEqual({ pathname: '/', hash: '#features' });
    expect(createPath({ pathname: '/feed', search: 'x=1', hash: 'top' })).toBe('/feed?x=1#top');
    expect(createPath({})).toBe('/');
  });
});

describe('memory history', () => {
  it('pushes, replaces and goes back and forth, telling listeners', () => {
    const history = createMemoryHistory('/');
    const listener = vi.fn();
    const stop = history.listen(listener);

    history.push('/feed', { from: 'test' });
    expect(history.location).toMatchObject({ pathname: '/feed', state: { from: 'test' } });
    expect(history.action).toBe('PUSH');
    history.replace({ pathname: '/convos', hash: '#x' });
    expect(history.location).toMatchObject({ pathname: '/convos', hash: '#x' });
    history.go(-1);
    expect(history.location.pathname).toBe('/');
    expect(history.action).toBe('POP');
    history.go(-5);
    expect(listener).toHaveBeenCalledTimes(3);

    stop();
    history.push('/profile');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('gives every navigation a new key, so the same URL twice is still a change', () => {
    const history = createMemoryHistory('/');
    history.push('/#features');
    const first = history.location.key;
    history.push('/#features');
    expect(history.location.key).not.toBe(first);
  });
});

describe('browser history', () => {
  it('moves the real URL and reports back/forward as POP', async () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory(window);
    const listener = vi.fn();
    history.listen(listener);

    history.push('/reqs/review');
    expect(window.location.pathname).toBe('/reqs/review');
    expect(history.location.pathname).toBe('/reqs/review');
    expect(history.createHref({ pathname: '/profile', search: '?a=1' })).toBe('/profile?a=1');

    window.history.replaceState(window.history.state, '', '/connections');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.action).toBe('POP');
    expect(history.location.pathname).toBe('/connections');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path';

describe('the page to return to after sign-in', () => {
  it('is kept once, with its query', () => {
    rememberReturnPath('/teams/t1?tab=chat');
    expect(takeReturnPath()).toBe('/teams/t1?tab=chat');
    expect(takeReturnPath()).toBeNull();
  });

  it.each(['//evil.example.com/x', '/\\\\evil.example.com', 'https://evil.example.com', 'javascript:alert(1)', '/', '/signin', '/reset-password/u/t'])(
    'is never %s (another site, or a page that is not worth returning to)',
    (path) => {
      rememberReturnPath(path);
      expect(takeReturnPath()).toBeNull();
    },
  );

  it('ignores a value planted in storage that is not one of our paths', () => {
    sessionStorage.setItem('hackmate:returnTo', '//evil.example.com');
    expect(takeReturnPath()).toBeNull();
  });
});

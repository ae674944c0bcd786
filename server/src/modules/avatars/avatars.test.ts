import { createTestApp } from '../../testing/harness';
import { initialsAvatarUrl } from './initials-avatar';

const t = await createTestApp();
afterAll(() => t.close());

describe('generated initials avatars', () => {
  it('names a short URL after the first and last initials and the hue', () => {
    expect(initialsAvatarUrl('Ada Lovelace', 210)).toBe('/api/avatars/AL-210.svg');
    expect(initialsAvatarUrl('Zoë Ann Émile', 5)).toBe('/api/avatars/ZE-5.svg');
    expect(initialsAvatarUrl('Plato', 400)).toBe('/api/avatars/P-40.svg');
  });

  it('serves the picture for such a URL, cacheable for a year and loadable from other origins', async () => {
    const res = await t.app.inject({ method: 'GET', url: initialsAvatarUrl('Ada Lovelace', 210) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toMatch(/^<svg [^>]*>.*hsl\(210 55% 45%\).*>AL<\/text><\/svg>$/);
  });

  it('answers 404 for any other name, so nothing but letters and a hue reaches the SVG', async () => {
    for (const name of ['ab-1.svg', 'ABC-1.svg', 'AB-360.svg', 'AB-1.png', '%3Cscript%3E-1.svg', 'AB-1.svg.html']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/avatars/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});

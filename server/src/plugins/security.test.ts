import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp } from '../testing/harness';

const t = await createTestApp();
afterAll(() => t.close());

describe('security headers', () => {
  it('sets helmet headers and a CSP that allows nothing on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Document-only headers are not repeated on every JSON answer.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('sets helmet headers and the app CSP on everything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Google sign-in uses a popup that posts back to the opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('img-src \'self\' data: blob: https:');
    expect(csp).not.toContain('unsafe-eval');
    // No https here, so no HSTS and no upgrade (it would break http://localhost).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sets them on answers no route handled and on errors too', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/feed' });
    for (const res of [missing, refused]) {
      expect([404, 401]).toContain(res.statusCode);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    }
  });

  it('allows remote origins from the runtime config in script-src', async () => {
    const other = await createTestApp({ env: { REMOTE_URL_FEED: 'https://cdn.example.com/feed/', APP_URL: 'https://hackmate.example.com' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/signin' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/cdn\.example\.com/);
      expect(csp).toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await other.close();
    }
  });
});

describe('uploads', () => {
  it('serves UPLOAD_DIR under /api/uploads with immutable caching, nosniff and cross-origin CORP', async () => {
    await writeFile(join(t.config.uploadDir, 'ab12.webp'), Buffer.from('RIFF0000WEBP'));
    const res = await t.app.inject({ method: 'GET', url: '/api/uploads/ab12.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers a missing upload with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uploads/missing.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('never lists the folder or serves outside it', async () => {
    const dir = await t.app.inject({ method: 'GET', url: '/api/uploads/' });
    expect([403, 404]).toContain(dir.statusCode);
    expect(dir.json()).toHaveProperty('error');
    const res = await t.app.inject({ method: 'GET', url: '/api/uploads/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });
});

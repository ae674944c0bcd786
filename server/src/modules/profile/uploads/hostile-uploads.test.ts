import sharp from 'sharp';
import { decompressionBomb, goodPng, hugeHeaderPng, jpegWithGps, manyFrameGif, multipartBody } from '../../../testing/fixtures/images';
import { createTestApp } from '../../../testing/harness';
import { signUp, uniqueIp } from '../../../testing/users';

const t = await createTestApp();
afterAll(() => t.close());
const me = await signUp(t.app);

const upload = (bytes: Buffer, filename = 'me.png', type = 'image/png') => {
  const { payload, headers } = multipartBody('profilePic', filename, type, bytes);
  return t.app.inject({ method: 'PATCH', url: '/api/profile/upload', headers: { ...headers, cookie: me.cookie }, payload, remoteAddress: uniqueIp() });
};
const servedBytes = async (profileUrl: string) => (await t.app.inject({ method: 'GET', url: profileUrl })).rawPayload;

describe('hostile uploads', () => {
  it('re-encodes an animation of thousands of frames as one still picture, quickly', async () => {
    const animation = await manyFrameGif(3_000);
    expect((await sharp(animation).metadata()).pages).toBe(3_000);
    const started = Date.now();
    const res = await upload(animation, 'party.gif', 'image/gif');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const meta = await sharp(await servedBytes(res.json().profileUrl)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.pages ?? 1).toBe(1);
  });

  it('never serves back where a photo was taken', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(50);
    const res = await upload(photo, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const bytes = await servedBytes(res.json().profileUrl);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('judges a file by its bytes: a picture named like a program is re-encoded, not trusted', async () => {
    const res = await upload(await goodPng(), 'run-me.exe', 'application/x-msdownload');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().profileUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Even opened directly, an upload may run nothing.
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('refuses bombs without the process growing by more than 300 MB', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const answers = await Promise.all([upload(await decompressionBomb()), upload(hugeHeaderPng()), upload(await manyFrameGif(3_000), 'a.gif', 'image/gif')]);
      expect(answers.map((r) => r.statusCode)).toEqual([413, 413, 200]);
    } finally {
      clearInterval(sample);
    }
    expect((peak - before) / 1024 / 1024).toBeLessThan(300);
  });
});

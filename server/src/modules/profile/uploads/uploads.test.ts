import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  decompressionBomb, gif, goodPng, hugeHeaderPng, multipartBody, pngHtmlPolyglot, pngWithTrailingScript, sidewaysJpeg, truncatedPng,
} from '../../../testing/fixtures/images';
import { createTestApp } from '../../../testing/harness';
import { signUp, uniqueIp } from '../../../testing/users';
import { users } from '../../../db/schema';
import { UNSUPPORTED_IMAGE } from './image';

const t = await createTestApp();
afterAll(() => t.close());

const me = await signUp(t.app);

async function upload(bytes: Buffer, { filename = 'me.png', type = 'image/png', field = 'profilePic', cookie = me.cookie } = {}) {
  const { payload, headers } = multipartBody(field, filename, type, bytes);
  return t.app.inject({ method: 'PATCH', url: '/api/profile/upload', headers: { ...headers, cookie }, payload, remoteAddress: uniqueIp() });
}
const profileUrlOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.profileUrl;

/** The served picture, checked the way a browser would get it. */
async function served(profileUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: profileUrl });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return res.rawPayload;
}

describe('PATCH /api/profile/upload: good pictures', () => {
  it('turns a PNG into a 512×512 WebP, stores it by content hash and answers the new url', async () => {
    const other = await signUp(t.app);
    const res = await upload(await goodPng(), { cookie: other.cookie });
    expect(res.statusCode).toBe(200);
    const { message, profileUrl } = res.json();
    expect(message).toBe('Profile picture updated successfully');
    expect(profileUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.webp$/);

    const bytes = await served(profileUrl);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(profileUrl).toBe(`/api/uploads/${createHash('sha256').update(bytes).digest('hex')}.webp`);
    expect(await profileUrlOf(other.user._id)).toBe(profileUrl);
    const view = await t.app.inject({ method: 'GET', url: '/api/profile/view', headers: { cookie: other.cookie } });
    expect(view.json().profileUrl).toBe(profileUrl);
  });

  it('turns a phone JPEG upright and drops its EXIF metadata', async () => {
    const input = await sidewaysJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(input, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const bytes = await served(res.json().profileUrl);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Ada private EXIF'))).toBe(false);
    // Stored sideways (red left, blue right) with orientation 6: upright, red is on top.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(256, 40)[0]).toBeGreaterThan(200);
    expect(pixel(256, 470)[2]).toBeGreaterThan(200);
  });

  it('accepts a GIF and the same picture twice gives the same url', async () => {
    const picture = await gif();
    const first = await upload(picture, { filename: 'a.gif', type: 'image/gif' });
    const second = await upload(picture, { filename: 'b.gif', type: 'image/gif' });
    expect(first.statusCode).toBe(200);
    expect(second.json().profileUrl).toBe(first.json().profileUrl);
  });

  it('keeps only pixels of a valid image followed by script', async () => {
    const res = await upload(await pngWithTrailingScript());
    expect(res.statusCode).toBe(200);
    const bytes = await served(res.json().profileUrl);
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('PATCH /api/profile/upload: refused', () => {
  it.each([
    ['a text file renamed .png', () => Buffer.from('hello, I am not a picture at all, just text\n')],
    ['an HTML page with a PNG signature (polyglot)', pngHtmlPolyglot],
    ['a truncated PNG that does not decode', truncatedPng],
    ['an SVG with script', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an empty file', () => Buffer.alloc(0)],
    // A real image, but not one of the formats the contract lists (PNG, JPEG, WebP, GIF).
    ['an AVIF picture', () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } }).avif().toBuffer()],
  ])('%s → 415', async (_name, make) => {
    const before = await profileUrlOf(me.user._id);
    const res = await upload(await make());
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED_IMAGE });
    expect(await profileUrlOf(me.user._id)).toBe(before);
  });

  it('a file over 5 MB → 413', async () => {
    const oversize = Buffer.concat([await goodPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(oversize);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'TOO_LARGE' });
  });

  it('a decompression bomb (48 MP in a small file) → 413 before decoding', async () => {
    const bomb = await decompressionBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'TOO_LARGE' });
  });

  it('a header claiming 20000×20000 pixels → 413', async () => {
    const res = await upload(hugeHeaderPng());
    expect(res.statusCode).toBe(413);
  });

  it('no file, or another field name → 400 Please select an image', async () => {
    const json = await t.app.inject({ method: 'PATCH', url: '/api/profile/upload', headers: { cookie: me.cookie }, payload: { profilePic: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: 'Please select an image' });
    const wrongField = await upload(await goodPng(), { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('two files in one request → 400, and neither is stored', async () => {
    const before = await profileUrlOf(me.user._id);
    const png = await goodPng();
    const boundary = 'two-files-boundary';
    const part = (name: string) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profilePic"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from('\r\n')]);
    const payload = Buffer.concat([part('a.png'), part('b.png'), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await t.app.inject({
      method: 'PATCH', url: '/api/profile/upload', headers: { cookie: me.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload, remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'ONE_FILE', message: 'Please send one picture at a time' });
    expect(await profileUrlOf(me.user._id)).toBe(before);
  });

  it('a multipart body that cannot be read → 400, never a server error', async () => {
    const { payload } = multipartBody('profilePic', 'me.png', 'image/png', await goodPng());
    const send = (contentType: string, body: Buffer | string) =>
      t.app.inject({ method: 'PATCH', url: '/api/profile/upload', headers: { cookie: me.cookie, 'content-type': contentType }, payload: body, remoteAddress: uniqueIp() });
    const broken = [
      await send('multipart/form-data', payload), // no boundary
      await send('multipart/form-data; boundary=', payload),
      await send('multipart/form-data; boundary=elsewhere', 'garbage'),
      await send('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="profilePic"; filename="a.png"\r\n\r\nabc'), // cut short
    ];
    for (const res of broken) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/select an image|could not be read/);
    }
  });

  it('needs a session', async () => {
    const res = await upload(await goodPng(), { cookie: '' });
    expect(res.statusCode).toBe(401);
  });

  it('nothing refused is ever written to the upload folder', async () => {
    const names = await readdir(t.config.uploadDir);
    for (const name of names) {
      expect(name).toMatch(/^[0-9a-f]{64}\.webp$/);
      expect((await sharp(await readFile(join(t.config.uploadDir, name))).metadata()).format).toBe('webp');
    }
  });
});

describe('rate limit', () => {
  it('allows about 20 uploads a minute from one client', async () => {
    const remoteAddress = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/profile/upload', headers: { cookie: me.cookie }, payload: {}, remoteAddress });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

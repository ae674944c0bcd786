import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hackmate-precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (n: number) => Array.from({ length: n }, (_, i) => `const line${i} = ${i};`).join('\n');

describe('precompressDir', () => {
  it('writes .br and .gz copies of text assets that decompress to the originals, in every folder', async () => {
    await mkdir(join(dir, 'static/js/async'), { recursive: true });
    const files = { 'static/js/async/chunk.1234abcd.js': text(300), 'static/app.css': `.a{color:red}\n`.repeat(200), 'mf-manifest.json': JSON.stringify({ x: text(100) }) };
    for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body);
    expect(await precompressDir(dir)).toBe(3);
    for (const [name, body] of Object.entries(files)) {
      expect(brotliDecompressSync(await readFile(join(dir, `${name}.br`))).toString(), name).toBe(body);
      expect(gunzipSync(await readFile(join(dir, `${name}.gz`))).toString(), name).toBe(body);
      expect((await readFile(join(dir, `${name}.br`))).length, name).toBeLessThan(body.length / 3);
    }
  });

  it('skips files under 1 KB and formats that are compressed already', async () => {
    await writeFile(join(dir, 'tiny.js'), 'var a=1;');
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(5000, 1));
    expect(await precompressDir(dir)).toBe(0);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.gz'))).toBe(false);
  });
});

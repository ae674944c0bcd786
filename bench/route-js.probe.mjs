import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startProductionServer } from './production-server.mjs';
const { base, stop } = await startProductionServer();
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const ctx = await browser.newContext();
  const n = Date.now();
  const r = await ctx.request.post(`${base}/api/signup`, { data: { fullName: 'Bench Person', userName: `b${n}`, emailId: `b${n}@example.com`, password: 'Str0ng#Passw0rd' } });
  console.log('signup', r.status());
  for (const route of ['/feed', '/profile', '/convos', '/events']) {
    const page = await ctx.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    const files = [];
    page.on('response', async (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) || res.status() !== 200) return;
      const body = await res.body().catch(() => null);
      if (body) files.push({ url: new URL(res.url()).pathname, gz: gzipSync(body, { level: 9 }).length, size: body.length });
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const cov = await page.coverage.stopJSCoverage();
    const used = new Map();
    for (const e of cov) {
      const u = new URL(e.url).pathname;
      let bytes = 0;
      for (const f of e.functions) for (const rg of f.ranges) if (rg.count > 0 && f.ranges[0] === rg) bytes += 0;
      // Block coverage: unused = ranges with count 0 at top-level approximated
      const total = e.source?.length ?? 0;
      let unused = 0;
      for (const f of e.functions) for (const rg of f.ranges) if (rg.count === 0) unused += rg.endOffset - rg.startOffset;
      used.set(u, { total, unused: Math.min(unused, total) });
    }
    files.sort((a, b) => b.gz - a.gz);
    const total = files.reduce((s, f) => s + f.gz, 0);
    console.log(`\n${route}: ${(total / 1024).toFixed(1)} KB gz in ${files.length} files`);
    for (const f of files) { const c = used.get(f.url); console.log(`  ${(f.gz / 1024).toFixed(1).padStart(6)} KB ${c ? ((100 * c.unused) / Math.max(1, c.total)).toFixed(0).padStart(3) + '% unused' : '   ?'}  ${f.url}`); }
    await page.close();
  }
  await browser.close();
} finally { stop(); }

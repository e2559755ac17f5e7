import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const port = 4391;
const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: '/work/wt/prerender', env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:4391', DATA_DIR: '/tmp/prerender-debug-data', DATABASE_URL: '' }, stdio: 'inherit' });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/tmp/mindprint-chromium-153.0.0/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const paths = process.argv.slice(2);
for (const p of paths) {
  const [w, h] = p.startsWith('m:') ? [390, 844] : [1366, 900];
  const url = p.replace(/^m:/, '');
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  await page.addInitScript(() => {
    (window as any).__cls = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) (window as any).__cls.push({ v: e.value, src: e.sources?.map((s: any) => (s.node?.className || s.node?.nodeName) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  console.log(url, JSON.stringify(await page.evaluate(() => (window as any).__cls), null, 1).slice(0, 3000));
  console.log('h1 count', await page.locator('main h1').count(), 'cta', await page.locator('.hero .button--primary').count());
  const cta = await page.locator('.hero .button--primary').first().boundingBox();
  const notice = await page.locator('[data-testid="consent-notice"]').boundingBox();
  console.log('cta', JSON.stringify(cta), 'notice', JSON.stringify(notice));
  await page.close();
}
await browser.close();
child.kill();

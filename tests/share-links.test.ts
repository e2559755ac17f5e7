// A crawler fetching a shared link (plain HTTP, no script) gets OpenGraph tags with the shared type's own image, and
// that image is served, cached for a year; other pages carry the site image.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './support/test-server.js';

const PUBLIC_URL = 'https://mindprint.example';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mindprint-share-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Mindprint</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(webDist, 'routes.json'), JSON.stringify(['/', '/types/:exam', '/report/result/:exam']));
  await writeFile(path.join(webDist, 'assets', 'og-site-Zx81Kp0q.png'), PNG);
  await writeFile(path.join(webDist, 'assets', 'og-enfp-Qm27Lr9w.png'), PNG);
  await writeFile(path.join(webDist, 'og-images.json'), JSON.stringify({
    site: '/assets/og-site-Zx81Kp0q.png',
    types: { ENFP: '/assets/og-enfp-Qm27Lr9w.png' },
  }));
  server = await startTestServer({ env: { WEB_DIST: webDist, PUBLIC_URL } });
});

afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

function ogImage(html: string): string | undefined {
  return /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
}

describe('shared links', () => {
  it('give a crawler the shared type\'s image, title and summary', async () => {
    // What the report's share buttons link to (web/src/lib/paths.ts, typeSharePath).
    const response = await fetch(`${server.baseUrl}/types/BMBTI-1836?type=enfp`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(ogImage(html)).toBe(`${PUBLIC_URL}/assets/og-enfp-Qm27Lr9w.png`);
    expect(html).toMatch(/<meta property="og:title" content="ENFP · [^"]+ · Mindprint">/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{40,}">/);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/types/BMBTI-1836?type=enfp">`);
    // A raster image (networks do not show SVG), its size, and what it shows for those who cannot see it.
    expect(html).toContain('<meta property="og:image:type" content="image/png"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">');
    expect(html).toMatch(/<meta property="og:image:alt" content="ENFP, [^"]+: the Mindprint illustration of this personality type">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"></head>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('serve the image itself with a year of caching', async () => {
    const image = await fetch(`${server.baseUrl}/assets/og-enfp-Qm27Lr9w.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leave every other page with the site image, and unknown paths with their 404', async () => {
    for (const route of ['/', '/types/BMBTI-1836', '/types/BMBTI-1836?type=nope']) {
      const response = await fetch(`${server.baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(ogImage(await response.text())).toBe(`${PUBLIC_URL}/assets/og-site-Zx81Kp0q.png`);
    }
    const missing = await fetch(`${server.baseUrl}/no/such/page?type=enfp`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(ogImage(await missing.text())).toBe(`${PUBLIC_URL}/assets/og-site-Zx81Kp0q.png`);
  });
});

// The prerendered page's HTML around the rendered markup: language, theme, head tags, alternates and the state script.
import { ORIGIN_TOKEN, pageHtml, type PageHtmlInput } from './prerender-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="founder">
  <head>
    <meta name="description" content="Default" />
    <link id="favicon" rel="icon" type="image/svg+xml" href="/themes/founder/favicon.svg" />
    <title>Mindprint</title>
    <script type="module" crossorigin src="/assets/index-abc12345.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def67890.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ALTERNATES = [{ hreflang: 'en', hl: 'en' }, { hreflang: 'ja', hl: 'ja' }, { hreflang: 'zh-HK', hl: 'hk' }];

function input(overrides: Partial<PageHtmlInput> = {}): PageHtmlInput {
  return {
    template: TEMPLATE, lang: 'ja', theme: 'girl', title: '性格 · Mindprint', description: '説明 "引用" <b>', path: '/landing/girl/BMBTI-1836',
    hl: 'ja', alternates: ALTERNATES, preload: ['/assets/ja-xyz98765.js'], rootHtml: '<main><h1>性格</h1></main>',
    infoId: 'prerender-info', infoJson: '{"locale":"JA"}', ...overrides,
  };
}

describe('pageHtml', () => {
  const html = pageHtml(input());

  it('sets the language, theme, title, description and favicon', () => {
    expect(html).toContain('<html lang="ja" data-theme="girl">');
    expect(html).toContain('<title>性格 · Mindprint</title>');
    expect(html).toContain('<meta name="description" content="説明 &quot;引用&quot; &lt;b&gt;" />');
    expect(html).toContain('href="/themes/girl/favicon.svg"');
    expect(html).not.toContain('content="Default"');
  });

  it('links every language version, the default one and itself as canonical, with the origin left to the server', () => {
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN_TOKEN}/landing/girl/BMBTI-1836?hl=ja">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh-HK" href="${ORIGIN_TOKEN}/landing/girl/BMBTI-1836?hl=hk">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN_TOKEN}/landing/girl/BMBTI-1836">`);
    expect(html.match(/hreflang=/g)).toHaveLength(ALTERNATES.length + 1);
  });

  it('preloads the page chunks and puts the markup and its state in #root', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ja-xyz98765.js">');
    expect(html).toContain('<div id="root"><main><h1>性格</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="prerender-info">{"locale":"JA"}</script>');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('holds the first frame until the page and its state are parsed', () => {
    expect(html).toContain('<link rel="expect" href="#prerender-info" blocking="render">');
    expect(html.indexOf('rel="expect"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('id="prerender-info"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('moves React\'s resource hints from the root to the head', () => {
    const hinted = pageHtml(input({ rootHtml: '<link rel="preload" as="image" href="/a.svg"/><a class="skip-link" href="#main">Skip</a>' }));
    expect(hinted).toContain('<div id="root"><a class="skip-link" href="#main">Skip</a></div>');
    expect(hinted.indexOf('<link rel="preload" as="image" href="/a.svg"/>')).toBeLessThan(hinted.indexOf('<script type="module"'));
  });

  it('puts the entry stylesheet in the page instead of its link, when asked', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def67890.css">');
    const inlined = pageHtml(input({ inlineCss: { href: '/assets/index-def67890.css', css: 'body{margin:0}' } }));
    expect(inlined).toContain('<style>body{margin:0}</style>');
    expect(inlined).not.toContain('index-def67890.css');
    expect(() => pageHtml(input({ inlineCss: { href: '/assets/index-def67890.css', css: 'a{content:"</style>"}' } }))).toThrow(/style/);
    expect(() => pageHtml(input({ inlineCss: { href: '/assets/other.css', css: 'a{}' } }))).toThrow(/stylesheet/);
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageHtml(input({ template: TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>') }))).toThrow(/root/);
  });
});

// The HTML of one prerendered page: the built index.html with the page's language, theme, title, description, language
// alternates and preloads in its head, and the rendered markup and its state in #root. Pure, so it is unit-tested.

/** Stands for the site's public address, which only the server knows: it replaces the token when it serves a page. */
export const ORIGIN_TOKEN = '__MINDPRINT_ORIGIN__';

export interface PageHtmlInput {
  template: string;
  /** BCP 47 tag of the page's language. */
  lang: string;
  theme: string;
  title: string;
  description: string;
  /** The page path, without query. */
  path: string;
  /** The page's own hl value and every language's (hreflang tag -> hl value). */
  hl: string;
  alternates: ReadonlyArray<{ hreflang: string; hl: string }>;
  /** Root-relative script chunks to preload (the language's messages, a lazy page). */
  preload: readonly string[];
  rootHtml: string;
  infoId: string;
  infoJson: string;
  /** The entry stylesheet, put in the page instead of its link: the first paint waits for no second request. */
  inlineCss?: { href: string; css: string };
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function localeUrl(path: string, hl: string): string {
  return `${ORIGIN_TOKEN}${path}?hl=${encodeURIComponent(hl)}`;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
  return html.replace(pattern, () => replacement);
}

/**
 * React's prerender of a fragment puts its resource hints (<link rel="preload"> for images) first in the markup;
 * they belong in the head, and hydration expects the root to hold the app's own elements only.
 */
export function splitResourceHints(rootHtml: string): { hints: string[]; body: string } {
  const hints: string[] = [];
  let body = rootHtml;
  for (let match = /^<link [^>]*\/?>/.exec(body); match; match = /^<link [^>]*\/?>/.exec(body)) {
    hints.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { hints, body };
}

export function pageHtml(input: PageHtmlInput): string {
  const { hints, body } = splitResourceHints(input.rootHtml);
  const head = [
    // The first frame waits until the whole prerendered page is parsed: on a busy device Chrome otherwise paints the
    // part parsed so far (the hero text before its picture), and the rest arriving moves it (a layout shift).
    `<link rel="expect" href="#${escapeHtml(input.infoId)}" blocking="render">`,
    `<link rel="canonical" href="${escapeHtml(localeUrl(input.path, input.hl))}">`,
    ...input.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(localeUrl(input.path, alt.hl))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${ORIGIN_TOKEN}${input.path}`)}">`,
    ...input.preload.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
  ].join('\n    ');
  let html = input.template;
  html = replaceOnce(html, /<html[^>]*>/, `<html lang="${escapeHtml(input.lang)}" data-theme="${escapeHtml(input.theme)}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(input.title)}</title>`);
  html = replaceOnce(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(input.description)}" />`);
  html = replaceOnce(html, /<link id="favicon"[^>]*>/, `<link id="favicon" rel="icon" type="image/svg+xml" href="/themes/${escapeHtml(input.theme)}/favicon.svg" />`);
  html = replaceOnce(html, /<\/head>/, `    ${head}\n  </head>`);
  // The images React hints at (the hero, the logo) start before the app's script chunks take the connections.
  if (hints.length > 0) html = replaceOnce(html, /<script type="module"/, `${hints.join('\n    ')}\n    <script type="module"`);
  if (input.inlineCss) {
    const { href, css } = input.inlineCss;
    if (/<\/style/i.test(css)) throw new Error(`${href} would end its <style> element early`);
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    html = replaceOnce(html, link, `<style>${css}</style>`);
  }
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${body}</div>\n    <script type="application/json" id="${input.infoId}">${input.infoJson}</script>`,
  );
  return html;
}

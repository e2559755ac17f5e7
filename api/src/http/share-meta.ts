// OpenGraph and Twitter card tags for the app's HTML, so a crawler fetching a shared link (it runs no script) sees the
// right title and image: a type's own image on a shared type page (/types/{exam}?type=intj), the site image elsewhere.
// The images and og-images.json come from the web build (web/build/og-images-plugin.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { personalityTypes, type PersonalityTypeSeed } from '../db/seed/data/personality-types.js';
import { t } from '../i18n/translate.js';
import { DEFAULT_LOCALE, parseLocale, pick } from '../shared/locale.js';

export const OG_MANIFEST_FILE = 'og-images.json';
/** The query parameter that names the type on a shared link (web/src/lib/paths.ts, typeSharePath). */
export const SHARE_TYPE_PARAM = 'type';
const SITE_NAME = 'Mindprint';
const IMAGE_SIZE = { width: 1200, height: 630 } as const;
const TYPES_PAGE = /^\/types\/[^/]+\/?$/;
const ASSET_PATH = /^\/assets\/[\w.-]+\.png$/;

/** Root-relative paths of the site image and of each type's image. */
export interface OgManifest {
  site: string;
  types: Readonly<Record<string, string>>;
}

/** The build's manifest, or null when the build has none (then no tags are added). */
export function loadOgManifest(webDist: string): OgManifest | null {
  const file = path.join(webDist, OG_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<OgManifest>;
  const paths = [manifest.site, ...Object.values(manifest.types ?? {})];
  if (!manifest.site || !manifest.types || !paths.every((value) => typeof value === 'string' && ASSET_PATH.test(value))) {
    throw new Error(`${file} is not an OpenGraph image manifest`);
  }
  return { site: manifest.site, types: manifest.types };
}

const TYPES = new Map<string, PersonalityTypeSeed>(personalityTypes.map((type) => [type.code, type]));

/** The shared type of a types-page address, or null. */
function sharedType(pathname: string, query: URLSearchParams): PersonalityTypeSeed | null {
  if (!TYPES_PAGE.test(pathname)) return null;
  return TYPES.get(query.get(SHARE_TYPE_PARAM)?.trim().toUpperCase() ?? '') ?? null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tags for one page; the texts follow the link's hl parameter, EN otherwise (crawlers send no preference). */
export function shareMetaTags(pathname: string, query: URLSearchParams, manifest: OgManifest, publicUrl: string): string {
  const type = sharedType(pathname, query);
  const asked = parseLocale(query.get('hl'));
  const locale = asked ?? DEFAULT_LOCALE;
  const image = type ? manifest.types[type.code] ?? manifest.site : manifest.site;
  const title = type ? `${type.code} · ${pick(type.title, locale)} · ${SITE_NAME}` : SITE_NAME;
  const description = type ? pick(type.summary, locale) : undefined;
  // Said in the link's language, for people who cannot see the image where the link is shared.
  const imageAlt = type ? t(locale, 'share.typeImageAlt', { code: type.code, title: pick(type.title, locale) ?? type.code }) : t(locale, 'share.siteImageAlt');
  const language = asked ? `&hl=${asked}` : '';
  const url = type ? `${publicUrl}${pathname}?${SHARE_TYPE_PARAM}=${type.code.toLowerCase()}${language}` : `${publicUrl}${pathname}`;
  const properties: [string, string | undefined][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', `${publicUrl}${image}`],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(IMAGE_SIZE.width)],
    ['og:image:height', String(IMAGE_SIZE.height)],
    ['og:image:alt', imageAlt],
  ];
  const tags = properties.filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}">`);
  tags.push(`<meta name="twitter:image:alt" content="${escapeAttribute(imageAlt)}">`);
  tags.push('<meta name="twitter:card" content="summary_large_image">');
  return tags.join('');
}

/** The page with the tags at the end of its head; unchanged when it has no head end tag. */
export function withShareMeta(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

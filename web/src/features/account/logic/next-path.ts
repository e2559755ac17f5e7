// Where to go after signing in: the ?next= path when it stays on this site, else the personal centre. Anything that
// could leave the site (another origin, //host, a backslash trick, a scheme) is refused.
const LOOPS = /^\/user\/(login|register|forgot-password)(\/|$)/;

export function safeNextPath(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same.site' || LOOPS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get('next'));
}

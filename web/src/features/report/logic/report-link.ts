// The tokens a report address carries: ?r=<report token> opens the paid report; ?t=<attempt token>, when present,
// is kept on the link to the offer. Anything malformed counts as missing, which the page shows as an invalid link.
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function tokenParam(search: string, name: string): string | null {
  const raw = new URLSearchParams(search).get(name)?.trim() ?? '';
  return TOKEN.test(raw) ? raw : null;
}

export function reportTokenFromSearch(search: string): string | null {
  return tokenParam(search, 'r');
}

export function attemptTokenFromSearch(search: string): string | null {
  return tokenParam(search, 't');
}

// The file name a download is saved under: the Content-Disposition filename (the API names the PDF by the order
// number), else SPEC section 7's 'file.pdf'. Path parts and control characters never reach the saved name.
export const FALLBACK_FILE_NAME = 'file.pdf';

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.+)$/.exec(value);
  if (!match) return null;
  try {
    return decodeURIComponent(match[2] as string);
  } catch {
    return null;
  }
}

function plainValue(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2
    ? trimmed.slice(1, -1).replace(/\\(.)/g, '$1')
    : trimmed;
}

function clean(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const base = name.split(/[/\\]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '.' || base === '..' ? '' : base;
}

/** The file name of a Content-Disposition header; filename* (UTF-8) wins over filename. */
export function fileNameFromDisposition(header: string | null | undefined): string {
  if (!header) return FALLBACK_FILE_NAME;
  const params = header.split(';').slice(1).map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
  });
  const extended = params.find(([key]) => key === 'filename*')?.[1];
  const plain = params.find(([key]) => key === 'filename')?.[1];
  const name = clean((extended && decodeExtended(plainValue(extended))) || (plain ? plainValue(plain) : ''));
  return name || FALLBACK_FILE_NAME;
}

// Fetching a report PDF with progress and saving it through an object URL and a temporary <a download>, for every
// screen that offers the file (report pages, personal centre). Every failure (network, HTTP status, a reply that is
// not a PDF) rejects, so the screen can say so and offer a retry.
import { fileNameFromDisposition } from './content-disposition';

export interface DownloadProgress {
  loaded: number;
  /** From Content-Length; null when the server does not say. */
  total: number | null;
}

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

export class PdfDownloadError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'PdfDownloadError';
  }
}

export interface FetchPdfOptions {
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

async function readBody(response: Response, onProgress: FetchPdfOptions['onProgress']): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  return new Blob(chunks, { type: 'application/pdf' });
}

export async function fetchPdf(url: string, options: FetchPdfOptions = {}): Promise<FetchedFile> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { headers: { Accept: 'application/pdf', ...options.headers }, signal: options.signal });
  } catch (error) {
    throw new PdfDownloadError(`network: ${String(error)}`, null);
  }
  if (!response.ok) throw new PdfDownloadError(`HTTP ${response.status}`, response.status);
  if (!(response.headers.get('content-type') ?? '').toLowerCase().includes('application/pdf')) {
    throw new PdfDownloadError('not a PDF', response.status);
  }
  const blob = await readBody(response, options.onProgress).catch((error: unknown) => {
    throw new PdfDownloadError(`body: ${String(error)}`, response.status);
  });
  if (blob.size === 0) throw new PdfDownloadError('empty file', response.status);
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

export interface SaveDeps {
  document: Document;
  urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  /** When to free the object URL; the browser has started the download by then. */
  later?: (run: () => void) => void;
}

export function saveFile({ blob, fileName }: FetchedFile, deps: SaveDeps): void {
  const href = deps.urls.createObjectURL(blob);
  const link = deps.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  deps.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    (deps.later ?? ((run) => setTimeout(run, 30_000)))(() => deps.urls.revokeObjectURL(href));
  }
}

/** Whole percent of the download, or null while the size is unknown. */
export function percentOf({ loaded, total }: DownloadProgress): number | null {
  return total ? Math.min(100, Math.floor((loaded / total) * 100)) : null;
}

// The PDF fetch: progress from Content-Length, the file name from Content-Disposition, and every failure rejected.
import { fetchPdf, percentOf, PdfDownloadError, saveFile, type DownloadProgress } from './pdf-download';

const PDF = new TextEncoder().encode('%PDF-1.7 fake');

function reply(body: BodyInit | null, init: ResponseInit & { headers?: Record<string, string> } = {}): typeof fetch {
  return async () => new Response(body, { status: 200, ...init, headers: { 'content-type': 'application/pdf', ...init.headers } });
}

it('returns the bytes and the file name, reporting progress', async () => {
  const progress: DownloadProgress[] = [];
  const file = await fetchPdf('/api/report/pdf/x', {
    fetch: reply(PDF, { headers: { 'content-length': String(PDF.byteLength), 'content-disposition': 'attachment; filename="MP1.pdf"' } }),
    onProgress: (p) => progress.push(p),
  });
  expect(file.fileName).toBe('MP1.pdf');
  expect(new TextDecoder().decode(await file.blob.arrayBuffer())).toBe('%PDF-1.7 fake');
  expect(progress.at(0)).toEqual({ loaded: 0, total: PDF.byteLength });
  expect(progress.at(-1)).toEqual({ loaded: PDF.byteLength, total: PDF.byteLength });
  expect(percentOf(progress.at(-1)!)).toBe(100);
});

it('names the file file.pdf without a Content-Disposition header', async () => {
  expect((await fetchPdf('/x', { fetch: reply(PDF) })).fileName).toBe('file.pdf');
});

it('rejects HTTP errors, network errors, non-PDF replies and empty files', async () => {
  await expect(fetchPdf('/x', { fetch: reply('{"result":500}', { status: 500, headers: { 'content-type': 'application/json' } }) }))
    .rejects.toMatchObject({ name: 'PdfDownloadError', status: 500 });
  await expect(fetchPdf('/x', { fetch: async () => { throw new TypeError('Failed to fetch'); } }))
    .rejects.toBeInstanceOf(PdfDownloadError);
  await expect(fetchPdf('/x', { fetch: reply('<!doctype html>', { headers: { 'content-type': 'text/html' } }) }))
    .rejects.toThrow('not a PDF');
  await expect(fetchPdf('/x', { fetch: reply(new Uint8Array(0)) })).rejects.toThrow('empty file');
});

it('gives no percentage while the size is unknown', () => {
  expect(percentOf({ loaded: 10, total: null })).toBeNull();
  expect(percentOf({ loaded: 1, total: 3 })).toBe(33);
});

it('saves through a temporary download link and frees the object URL', () => {
  const clicked: Array<{ href: string; download: string }> = [];
  const appended: unknown[] = [];
  const link = {
    href: '', download: '', rel: '', hidden: false, removed: false,
    click() { clicked.push({ href: this.href, download: this.download }); },
    remove() { this.removed = true; },
  };
  const document = { createElement: () => link, body: { append: (node: unknown) => appended.push(node) } } as unknown as Document;
  const revoked: string[] = [];
  let freeLater: (() => void) | null = null;
  saveFile({ blob: new Blob([PDF]), fileName: 'MP1.pdf' }, {
    document,
    urls: { createObjectURL: () => 'blob:1', revokeObjectURL: (href: string) => revoked.push(href) },
    later: (run) => { freeLater = run; },
  });
  expect(clicked).toEqual([{ href: 'blob:1', download: 'MP1.pdf' }]);
  expect(appended).toEqual([link]);
  expect(link.removed).toBe(true);
  expect(revoked).toEqual([]);
  freeLater!();
  expect(revoked).toEqual(['blob:1']);
});

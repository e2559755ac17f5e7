// Downloads a report PDF on demand: fetches it with the client headers, reports progress, saves it under the name
// the API gives (the order number) and turns any failure into a 'failed' state the caller offers to retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPdf, percentOf, saveFile } from './pdf-download';
import { useApiHeaders } from './use-graphql';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'busy'; percent: number | null }
  | { status: 'done'; fileName: string }
  | { status: 'failed' };

export function usePdfDownload(pdfUrl: string | null): { state: DownloadState; start: () => void } {
  const headers = useApiHeaders();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(() => {
    if (!pdfUrl || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'busy', percent: null });
    fetchPdf(pdfUrl, {
      headers: headers(),
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) setState({ status: 'busy', percent: percentOf(progress) });
      },
    })
      .then((file) => {
        if (controller.signal.aborted) return;
        saveFile(file, { document, urls: URL });
        setState({ status: 'done', fileName: file.fileName });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  }, [pdfUrl, headers]);

  return { state, start };
}

// Downloads one PDF on demand: progress while it comes in, the saved file's name, or an alert with a retry.
import { useId } from 'react';
import { usePdfDownload } from '../../../lib/use-pdf-download';

export interface PdfButtonLabels {
  action: string;
  retry: string;
  /** Which file: the accessible name is the visible text, then this. */
  title: string;
  downloading: string;
  progress: (percent: number) => string;
  saved: (fileName: string) => string;
  failed: string;
}

export function PdfButton({ url, labels }: { url: string; labels: PdfButtonLabels }) {
  const { state, start } = usePdfDownload(url);
  const errorId = useId();
  const busy = state.status === 'busy';
  const failed = state.status === 'failed';
  return (
    <span className="mem-download">
      <button type="button" className="button button--secondary button--small" aria-disabled={busy || undefined}
        aria-label={`${failed ? labels.retry : labels.action}: ${labels.title}`} aria-describedby={failed ? errorId : undefined}
        onClick={() => {
          if (!busy) start();
        }}>
        {failed ? labels.retry : labels.action}
      </button>
      <span className="mem-download__status" role="status">
        {busy && (state.percent === null ? labels.downloading : labels.progress(state.percent))}
        {state.status === 'done' && labels.saved(state.fileName)}
      </span>
      {failed && <span id={errorId} className="mem-error" role="alert">{labels.failed}</span>}
    </span>
  );
}

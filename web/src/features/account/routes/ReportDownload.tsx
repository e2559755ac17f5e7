// The PDF download of one report row: progress while it comes in, the saved file's name, or an alert with a retry.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePdfDownload } from '../../../lib/use-pdf-download';
import { centreMessages as m } from '../centre-messages';

export function ReportDownload({ pdfUrl, rowLabel }: { pdfUrl: string; rowLabel: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { state, start } = usePdfDownload(pdfUrl);
  const errorId = useId();
  const busy = state.status === 'busy';
  const failed = state.status === 'failed';
  const action = t(failed ? m.downloadRetry : m.download);
  return (
    <span className="acc-download">
      <button type="button" className="button button--secondary button--small" aria-disabled={busy || undefined}
        aria-label={t(m.actionFor, { action, name: rowLabel })} aria-describedby={failed ? errorId : undefined}
        onClick={() => {
          if (!busy) start();
        }}>
        {action}
      </button>
      <span className="acc-download__status" role="status">
        {busy && (state.percent === null ? t(m.downloading) : t(m.progress, { percent: state.percent }))}
        {state.status === 'done' && t(m.saved, { fileName: state.fileName })}
      </span>
      {failed && <span id={errorId} className="acc-error" role="alert">{t(m.downloadFailed)}</span>}
    </span>
  );
}

// The 'Download PDF' button with its live status: progress while the file comes in, the saved file's name, or an
// alert that the download failed with the button turned into a retry. The button stays focusable while busy.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { DownloadState } from '../../../lib/use-pdf-download';
import { downloadMessages as m } from '../download-messages';

interface Props {
  state: DownloadState;
  onDownload: () => void;
  large?: boolean;
}

export function DownloadButton({ state, onDownload, large = false }: Props) {
  const intl = useIntl();
  const errorId = useId();
  const busy = state.status === 'busy';
  const failed = state.status === 'failed';
  return (
    <div className="report-download">
      <button
        type="button"
        className={`button button--primary${large ? ' button--large' : ''}`}
        aria-disabled={busy || undefined}
        aria-describedby={failed ? errorId : undefined}
        onClick={() => {
          if (!busy) onDownload();
        }}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
        </svg>
        {intl.formatMessage(failed ? m.retry : m.button)}
      </button>
      <p className="report-download__status" role="status">
        {busy && (state.percent === null ? intl.formatMessage(m.preparing) : intl.formatMessage(m.progress, { percent: state.percent }))}
        {state.status === 'done' && intl.formatMessage(m.done, { fileName: state.fileName })}
      </p>
      {busy && state.percent !== null && <progress className="report-download__progress" max={100} value={state.percent} aria-hidden="true" />}
      {failed && (
        <p id={errorId} className="report-download__error" role="alert">
          {intl.formatMessage(m.failed)}
        </p>
      )}
    </div>
  );
}

// Shown when a link's sitting token is unknown: what happened and a way to start again.
import { useIntl } from 'react-intl';
import { questionMessages as m } from '../messages';

export function SittingNotFound({ onRestart }: { onRestart: () => void }) {
  const intl = useIntl();
  return (
    <div className="container page page--narrow q-center">
      <h1>{intl.formatMessage(m.notFoundTitle)}</h1>
      <p className="lead">{intl.formatMessage(m.notFoundText)}</p>
      <button type="button" className="button button--primary button--large" onClick={onRestart}>{intl.formatMessage(m.restart)}</button>
    </div>
  );
}

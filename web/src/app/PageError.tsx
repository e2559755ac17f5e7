// What a crashed page shows: a translated heading and a reload button.
import { useIntl } from 'react-intl';
import { stateMessages } from '../components/messages';
import { appMessages } from './messages';

export function PageError() {
  const intl = useIntl();
  return (
    <div className="container page page--narrow" role="alert">
      <h1>{intl.formatMessage(appMessages.pageErrorTitle)}</h1>
      <p>{intl.formatMessage(stateMessages.loadFailed)}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {intl.formatMessage(appMessages.pageErrorRetry)}
      </button>
    </div>
  );
}

// Watches for a new deploy (lib/deploy) and offers an accessible, translated reload notice when one is live.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '../components/Notice';
import { config } from '../config';
import { browserDeployDeps, startDeployWatch } from '../lib/deploy';
import { appMessages } from './messages';

export function NewVersionNotice() {
  const intl = useIntl();
  const [state, setState] = useState<'hidden' | 'shown' | 'dismissed'>('hidden');

  useEffect(
    () =>
      startDeployWatch(
        { currentBuildId: config.buildId, intervalMs: config.deployPollMs, onNewBuild: () => setState((s) => (s === 'hidden' ? 'shown' : s)) },
        browserDeployDeps(),
      ),
    [],
  );

  if (state !== 'shown') return null;
  return (
    <Notice
      label={intl.formatMessage(appMessages.newVersion)}
      tone="accent"
      live
      actions={
        <>
          <button type="button" className="button button--primary button--small" onClick={() => window.location.reload()}>
            {intl.formatMessage(appMessages.newVersionReload)}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setState('dismissed')}>
            {intl.formatMessage(appMessages.newVersionDismiss)}
          </button>
        </>
      }
    >
      <p>{intl.formatMessage(appMessages.newVersion)}</p>
    </Notice>
  );
}

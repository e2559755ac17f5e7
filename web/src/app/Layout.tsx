// The frame of every page: skip link, header, the routed page inside an error boundary, footer and notices.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../components/DataState';
import { SkipLink } from '../components/SkipLink';
import { ConsentNotice } from './ConsentNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { appMessages } from './messages';
import { NewVersionNotice } from './NewVersionNotice';
import { PageError } from './PageError';
import { RouteSync } from './RouteSync';
import { ScrollManager } from './ScrollManager';
import { ErrorBoundary } from '../components/ErrorBoundary';

const MAIN_ID = 'main';

export function Layout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <>
      <RouteSync />
      <ScrollManager mainId={MAIN_ID} />
      <SkipLink label={intl.formatMessage(appMessages.skipLink)} target={MAIN_ID} />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        <ErrorBoundary resetKey={pathname} fallback={() => <PageError />}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <div className="notices">
        <NewVersionNotice />
        <ConsentNotice />
      </div>
    </>
  );
}

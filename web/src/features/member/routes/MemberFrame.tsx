// The frame of every member area: a signed-out visitor goes to login with ?next= back here; the membership loads
// once (Apollo cache) for the heading's status line, the area navigation and the area's gate.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { LoadError, Loading } from '../../../components/DataState';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useLinks } from '../../../lib/use-links';
import { MemberCentreDocument, type Feature } from '../api';
import { AREAS, areaOpen, type Area } from '../areas';
import { LockedArea } from '../components/LockedArea';
import { MemberNav } from '../components/MemberNav';
import { frameMessages as m } from '../messages';
import '../member.css';

export interface Membership {
  member: boolean;
  since: string | null;
  until: string | null;
  features: Feature[];
}

export function MemberFrame({ area, intro, children }: { area: Area; intro: string; children: (membership: Membership) => ReactNode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const { pathname, search } = useLocation();
  const { data, error, refetch } = useQuery(MemberCentreDocument, { fetchPolicy: 'cache-and-network' });
  useDocumentTitle(t(m[area]));

  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  if (code === 'UNAUTHENTICATED') return <Navigate replace to={links.screen('userLogin', { query: { next: `${pathname}${search}` } })} />;
  if (!data) return <div className="container page">{error ? <LoadError onRetry={() => void refetch()} /> : <Loading />}</div>;

  const membership = data.memberCentre;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const status = !membership.member
    ? t(m.statusNone)
    : [membership.since ? t(m.statusMember, { since: date(membership.since) }) : null,
      membership.until ? t(m.statusUntil, { until: date(membership.until) }) : t(m.statusRenews)].filter(Boolean).join(' · ');
  return (
    <div className="container page mem-page">
      <header className="page__header mem-header">
        <h1>{t(m[area])}</h1>
        <p className="mem-status">{status}</p>
        <p className="lead">{intro}</p>
      </header>
      <MemberNav label={t(m.areas)} current={area} items={AREAS.map((id) => ({ id, label: t(m[id]), to: links.screen(id) }))} />
      {areaOpen(area, membership.features)
        ? children(membership)
        : <LockedArea title={t(m.lockedTitle)} text={t(m.lockedText)} action={t(m.lockedAction)} to={links.screen('store')} />}
    </div>
  );
}

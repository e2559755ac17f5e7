// The membership panel's container: asks whether the signed-in member holds the member centre (the one entitlement
// model), then links to the member areas or to the plans. Nothing shows while it loads or if it fails: the centre
// itself still works.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLinks } from '../../../lib/use-links';
import { AccountMembershipDocument } from '../centre-api';
import { MembershipPanel } from '../components/MembershipPanel';
import { membershipMessages as m } from '../membership-messages';

const AREAS = ['memberCentre', 'memberDownloads', 'memberServices', 'memberLab', 'memberAdvanced', 'memberTests', 'store'] as const;

export function MembershipSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const { data } = useQuery(AccountMembershipDocument, { fetchPolicy: 'cache-and-network' });
  const membership = data?.memberCentre;
  if (!membership) return null;
  if (membership.member) {
    const until = membership.until ? intl.formatDate(membership.until, { dateStyle: 'long' }) : null;
    return (
      <MembershipPanel member title={t(m.memberTitle)} status={until ? t(m.memberUntil, { date: until }) : t(m.memberActive)} areasLabel={t(m.areas)}
        links={AREAS.map((area) => ({ label: t(m[area]), to: links.screen(area) }))} />
    );
  }
  return (
    <MembershipPanel member={false} title={t(m.joinTitle)} benefits={[t(m.joinPacks), t(m.joinReports), t(m.joinAreas), t(m.joinMonthly)]}
      action={{ label: t(m.joinAction), to: links.screen('store') }} />
  );
}

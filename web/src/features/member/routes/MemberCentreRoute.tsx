// The member/VIP centre (/member/{code}-{examId}): the membership status and every member area, each marked included
// or not, with a link to it.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLinks } from '../../../lib/use-links';
import { AREAS, areaOpen } from '../areas';
import { frameMessages as m } from '../messages';
import { MemberFrame } from './MemberFrame';

const SUMMARY = {
  store: m.storeText,
  memberDownloads: m.downloadsText,
  memberAdvanced: m.advancedText,
  memberServices: m.servicesText,
  memberLab: m.labText,
  memberTests: m.testsText,
} as const;

export function MemberCentreRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  return (
    <MemberFrame area="memberCentre" intro={t(m.intro)}>
      {(membership) => (
        <ul className="mem-cards">
          {AREAS.filter((area) => area !== 'memberCentre').map((area) => {
            const open = areaOpen(area, membership.features);
            const name = t(m[area]);
            return (
              <li key={area} className="mem-card">
                <h2 className="mem-card__title">{name}</h2>
                <p className={open ? 'mem-tag mem-tag--yes' : 'mem-tag'}>{t(open ? m.included : m.notIncluded)}</p>
                <p>{t(SUMMARY[area])}</p>
                <Link className="button button--secondary button--small" to={links.screen(area)}>{t(m.open, { area: name })}</Link>
              </li>
            );
          })}
        </ul>
      )}
    </MemberFrame>
  );
}

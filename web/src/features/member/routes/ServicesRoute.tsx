// Advanced services (/member/services/{code}-{examId}): the IQ report, a report for every test and priority support,
// each marked included or not (from the held features) with the way to use it.
import { useIntl } from 'react-intl';
import { useLinks } from '../../../lib/use-links';
import { areaMessages as m } from '../area-messages';
import { frameMessages } from '../messages';
import { ServiceList } from '../components/ServiceList';
import { MemberFrame } from './MemberFrame';
import { useExams } from './use-exams';

export function ServicesRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const { exams } = useExams();
  const iq = exams?.find((exam) => exam.kind === 'IQ');
  return (
    <MemberFrame area="memberServices" intro={t(m.servicesIntro)}>
      {({ features }) => {
        const tag = (held: boolean) => t(held ? frameMessages.included : frameMessages.notIncluded);
        return (
          <ServiceList items={[
            { key: 'iq', title: t(m.iqTitle), included: tag(features.includes('IQ_REPORT')), detail: null, text: t(m.iqText),
              action: iq ? { to: iq.startTo, label: t(m.iqAction) } : null },
            { key: 'reports', title: t(m.reportsTitle), included: tag(features.includes('PERSONALITY_REPORT')), detail: null, text: t(m.reportsText),
              action: { to: links.screen('answerQuestion'), label: t(m.reportsAction) } },
            { key: 'support', title: t(m.supportTitle), included: tag(features.includes('PRIORITY_SUPPORT')), detail: null, text: t(m.supportText),
              action: { to: links.screen('support'), label: t(m.supportAction) } },
          ]} />
        );
      }}
    </MemberFrame>
  );
}

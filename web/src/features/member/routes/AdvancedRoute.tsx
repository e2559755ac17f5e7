// The advanced centre (/member/advanced/{code}-{examId}): the in-depth chapters on your type at work and in love.
import { useIntl } from 'react-intl';
import { areaMessages as m } from '../area-messages';
import { LibrarySections } from './LibrarySections';
import { MemberFrame } from './MemberFrame';

export function AdvancedRoute() {
  const intl = useIntl();
  return (
    <MemberFrame area="memberAdvanced" intro={intl.formatMessage(m.advancedIntro)}>
      {() => <LibrarySections kinds={['CHAPTER']} />}
    </MemberFrame>
  );
}

// Resource downloads (/member/downloads/{code}-{examId}): every skill pack and in-depth chapter the member holds.
import { useIntl } from 'react-intl';
import { readingMessages as m } from '../reading-messages';
import { LibrarySections } from './LibrarySections';
import { MemberFrame } from './MemberFrame';

export function DownloadsRoute() {
  const intl = useIntl();
  return (
    <MemberFrame area="memberDownloads" intro={intl.formatMessage(m.downloadsIntro)}>
      {() => <LibrarySections kinds={['PACK', 'CHAPTER']} />}
    </MemberFrame>
  );
}

// The free tests of the personal centre (SPEC section 6: members take three tests free), each with a start link.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { centreMessages as m } from '../centre-messages';

export interface FreeTest {
  key: string;
  name: string;
  text: string;
  minutes: number | null;
  startTo: string | null;
}

export function FreeTestList({ tests }: { tests: readonly FreeTest[] }) {
  const intl = useIntl();
  return (
    <ul className="acc-tests">
      {tests.map((test) => (
        <li key={test.key} className="acc-test">
          <h3 className="acc-test__name">{test.name}</h3>
          <p>{test.text}</p>
          {test.minutes ? <p className="acc-test__meta">{intl.formatMessage(m.minutes, { minutes: test.minutes })}</p> : null}
          {test.startTo && (
            <Link className="button button--primary button--small" to={test.startTo}
              aria-label={intl.formatMessage(m.actionFor, { action: intl.formatMessage(m.start), name: test.name })}>
              {intl.formatMessage(m.start)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

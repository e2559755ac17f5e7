// The five indicator bars with their translated names, poles, scores and bands.
import { useIntl, type IntlShape } from 'react-intl';
import { barGeometry } from '../band';
import { clarityNames, indicatorNames, poleNames } from '../../../lib/indicator-messages';
import { indicatorTextMessages, resultMessages as m } from '../messages';
import type { FreeResultView } from '../api';
import { IndicatorBar } from './IndicatorBar';

type Indicator = FreeResultView['indicators'][number];

/** The pole's name; the identity letter T (turbulent) is not the T of Logic. */
function poleName(intl: IntlShape, indicator: Indicator['indicator'], letter: string): string {
  if (indicator === 'AT' && letter === 'T') return intl.formatMessage(poleNames.turbulent);
  const message = poleNames[letter as keyof typeof poleNames];
  return message ? intl.formatMessage(message) : letter;
}

function clarityName(intl: IntlShape, clarity: string): string {
  const message = clarityNames[clarity as keyof typeof clarityNames];
  return message ? intl.formatMessage(message) : clarity;
}

export function IndicatorList({ indicators }: { indicators: readonly Indicator[] }) {
  const intl = useIntl();
  return (
    <ul className="result-indicators">
      {indicators.map((indicator) => {
        const geometry = barGeometry(indicator);
        const borderline = indicator.borderline || geometry.crossesMiddle;
        return (
          <IndicatorBar
            key={indicator.indicator}
            geometry={geometry}
            text={{
              name: intl.formatMessage(indicatorNames[indicator.indicator]),
              firstPole: poleName(intl, indicator.indicator, indicator.firstPole),
              secondPole: poleName(intl, indicator.indicator, indicator.secondPole),
              score: intl.formatMessage(indicatorTextMessages.percent, {
                percent: geometry.percent, pole: poleName(intl, indicator.indicator, indicator.letter),
              }),
              band: intl.formatMessage(indicatorTextMessages.band, { low: geometry.bandLow, high: geometry.bandHigh }),
              clarity: clarityName(intl, indicator.clarity),
              borderline: borderline ? { flag: intl.formatMessage(m.borderline), text: intl.formatMessage(m.borderlineText) } : null,
            }}
          />
        );
      })}
    </ul>
  );
}

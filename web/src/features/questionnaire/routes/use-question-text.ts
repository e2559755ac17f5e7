// The translated texts of the question screen, built once per locale.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { QuestionCardText } from '../components/QuestionCard';
import { scaleAnchors } from '../../../lib/scale-messages';
import { progressMessages, scaleMessages, questionMessages as m } from '../messages';

export function usePartLabels(): Record<1 | 2 | 3, string> {
  const intl = useIntl();
  return useMemo(() => ({ 1: intl.formatMessage(m.part1), 2: intl.formatMessage(m.part2), 3: intl.formatMessage(m.part3) }), [intl]);
}

export function useQuestionCardText(number: number, total: number): QuestionCardText {
  const intl = useIntl();
  const base = useMemo(() => {
    const { notAtAll, veryMuch } = scaleAnchors(intl);
    return {
      instructions: intl.formatMessage(scaleMessages.instructions, { notAtAll, veryMuch }),
      autoAdvance: intl.formatMessage(m.autoAdvance),
      keyboardHint: intl.formatMessage(m.keyboardHint),
      next: intl.formatMessage(m.next),
      finishEditing: intl.formatMessage(m.finishEditing),
      back: intl.formatMessage(m.back),
      needAnswer: intl.formatMessage(m.needAnswer),
      notAtAll,
      veryMuch,
      pointName: (value: number) =>
        value === 1 || value === 7
          ? intl.formatMessage(progressMessages.point, { value, label: value === 1 ? notAtAll : veryMuch })
          : intl.formatNumber(value),
    };
  }, [intl]);
  return useMemo(() => ({ ...base, number: intl.formatMessage(progressMessages.question, { number, total }) }), [base, intl, number, total]);
}

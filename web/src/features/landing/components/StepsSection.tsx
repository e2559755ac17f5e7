// How it works in three steps: answer, free result, optional report with the price shown first.
import { useIntl } from 'react-intl';
import { scaleAnchors } from '../../../lib/scale-messages';
import { answerStepMessages, stepsMessages as m } from '../messages';

export function StepsSection() {
  const intl = useIntl();
  const steps = [
    { key: 'answer', title: m.answerTitle, text: intl.formatMessage(answerStepMessages.text, scaleAnchors(intl)) },
    { key: 'result', title: m.resultTitle, text: intl.formatMessage(m.resultText) },
    { key: 'report', title: m.reportTitle, text: intl.formatMessage(m.reportText) },
  ];
  return (
    <section className="section section--steps" aria-labelledby="steps-title">
      <div className="container">
        <h2 id="steps-title" className="section__title">{intl.formatMessage(m.title)}</h2>
        <ol className="steps">
          {steps.map((step, i) => (
            <li className="step" key={step.key}>
              <span className="step__number" aria-hidden="true">{i + 1}</span>
              <h3 className="step__title">{intl.formatMessage(step.title)}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

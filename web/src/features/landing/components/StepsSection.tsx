// How it works in three steps: answer, free result, optional report with the price shown first.
import { useIntl } from 'react-intl';
import { stepsMessages as m } from '../messages';

export function StepsSection() {
  const intl = useIntl();
  const steps = [
    { key: 'answer', title: m.answerTitle, text: m.answerText },
    { key: 'result', title: m.resultTitle, text: m.resultText },
    { key: 'report', title: m.reportTitle, text: m.reportText },
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
              <p>{intl.formatMessage(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

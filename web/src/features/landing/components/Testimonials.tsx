// Example testimonials (founder page only), clearly labelled as examples of typical feedback.
import { useIntl } from 'react-intl';
import { testimonialMessages as m, testimonialNames as names } from '../testimonial-messages';

/** Types are part of the example; first names are written in the reader's script. */
const EXAMPLES = [
  { key: 'maya', name: names.maya, type: 'INFJ', text: m.maya },
  { key: 'daniel', name: names.daniel, type: 'ISTP', text: m.daniel },
  { key: 'sofia', name: names.sofia, type: 'ENFP', text: m.sofia },
  { key: 'kenji', name: names.kenji, type: 'INTP', text: m.kenji },
  { key: 'amara', name: names.amara, type: 'ESFJ', text: m.amara },
  { key: 'lucas', name: names.lucas, type: 'ENTJ', text: m.lucas },
] as const;

export function Testimonials() {
  const intl = useIntl();
  return (
    <section className="section section--testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="section__title">{intl.formatMessage(m.title)}</h2>
        <p className="section__intro">{intl.formatMessage(m.note)}</p>
        <ul className="testimonials">
          {EXAMPLES.map((t) => ({ ...t, name: intl.formatMessage(t.name) })).map((t) => (
            <li className="testimonial" key={t.key}>
              <figure>
                <blockquote>
                  <p>{intl.formatMessage(t.text)}</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial__avatar" aria-hidden="true">{t.name.charAt(0)}</span>
                  {intl.formatMessage(m.quoteBy, { name: t.name, type: t.type })}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

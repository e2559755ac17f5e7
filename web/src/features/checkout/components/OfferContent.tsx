// The offer page's content under the form: the INTJ/INTP comparison, the example reviews and the FAQ.
import { Accordion, type AccordionItem } from '../../../components/Accordion';

export interface ComparedType {
  code: string;
  title: string;
  summary: string;
  famousPeople: readonly string[];
}

interface CompareProps {
  title: string;
  intro: string;
  famousLabel: string;
  types: readonly ComparedType[];
}

export function TypeComparison({ title, intro, famousLabel, types }: CompareProps) {
  if (types.length === 0) return null;
  return (
    <section className="co-section" aria-labelledby="co-compare-title">
      <h2 id="co-compare-title">{title}</h2>
      <p className="co-section__intro">{intro}</p>
      <div className="co-compare">
        {types.map((type) => (
          <article key={type.code} className="co-compare__card">
            <h3><span className="co-compare__code">{type.code}</span> {type.title}</h3>
            <p>{type.summary}</p>
            {type.famousPeople.length > 0 && (
              <>
                <p className="co-compare__label">{famousLabel}</p>
                <ul className="co-compare__people">
                  {type.famousPeople.slice(0, 4).map((name) => <li key={name}>{name}</li>)}
                </ul>
              </>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

interface ReviewProps {
  title: string;
  note: string;
  tag: string;
  reviews: readonly string[];
}

export function ExampleReviews({ title, note, tag, reviews }: ReviewProps) {
  return (
    <section className="co-section" aria-labelledby="co-reviews-title">
      <h2 id="co-reviews-title">{title}</h2>
      <p className="co-section__intro co-reviews__note">{note}</p>
      <ul className="co-reviews">
        {reviews.map((review) => (
          <li key={review} className="co-reviews__item">
            <span className="tag">{tag}</span>
            <p>{review}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Faq({ title, items }: { title: string; items: readonly AccordionItem[] }) {
  return (
    <section className="co-section" aria-labelledby="co-faq-title">
      <h2 id="co-faq-title">{title}</h2>
      <Accordion items={items} level={3} />
    </section>
  );
}

// The offer page's content under the form: the INTJ/INTP comparison, example reviews and the FAQ, in the visitor's language.
import { useIntl } from 'react-intl';
import type { CheckoutOfferQuery } from '../api';
import { ExampleReviews, Faq, TypeComparison } from '../components/OfferContent';
import { contentMessages as m } from '../offer-content-messages';

const COMPARED = ['INTJ', 'INTP'];

export function OfferSections({ types }: { types: CheckoutOfferQuery['personalityTypes'] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const compared = COMPARED.flatMap((code) => types.filter((type) => type.code === code));
  const faq = [
    ['what', m.faqWhatQ, m.faqWhatA], ['trial', m.faqTrialQ, m.faqTrialA], ['cancel', m.faqCancelQ, m.faqCancelA],
    ['safe', m.faqSafeQ, m.faqSafeA], ['email', m.faqEmailQ, m.faqEmailA],
  ] as const;
  return (
    <>
      <TypeComparison title={t(m.compareTitle)} intro={t(m.compareIntro)} famousLabel={t(m.famous)} types={compared} />
      <ExampleReviews title={t(m.reviewsTitle)} note={t(m.reviewsNote)} tag={t(m.reviewExample)} reviews={[t(m.review1), t(m.review2), t(m.review3)]} />
      <Faq title={t(m.faqTitle)} items={faq.map(([key, q, a]) => ({ key, title: t(q), content: <p>{t(a)}</p> }))} />
    </>
  );
}

// The offer page's content under the form: the buyer's own type beside the type one borderline letter away (SPEC's
// INTJ/INTP comparison when the type is not known), example reviews and the FAQ, in the visitor's language.
import { useIntl } from 'react-intl';
import type { CheckoutOfferQuery } from '../api';
import { ExampleReviews, Faq, TypeComparison } from '../components/OfferContent';
import { contentMessages as m } from '../offer-content-messages';

const DEFAULT_PAIR = ['INTJ', 'INTP'] as const;
const FLIP: Record<string, string> = { E: 'I', I: 'E', S: 'N', N: 'S', T: 'F', F: 'T', J: 'P', P: 'J' };

/** The buyer's type and its neighbour (the secondary type, else the last letter flipped); SPEC's pair otherwise. */
export function comparedPair(typeCode: string | null | undefined, secondaryCode: string | null | undefined): readonly [string, string] {
  const first = typeCode?.slice(0, 4);
  if (!first || !/^[EI][SN][TF][JP]$/.test(first)) return DEFAULT_PAIR;
  const second = secondaryCode?.slice(0, 4);
  if (second && /^[EI][SN][TF][JP]$/.test(second) && second !== first) return [first, second];
  return [first, first.slice(0, 3) + FLIP[first[3]!]!];
}

interface Props {
  types: CheckoutOfferQuery['personalityTypes'];
  typeCode?: string | null;
  secondaryCode?: string | null;
}

export function OfferSections({ types, typeCode, secondaryCode }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [first, second] = comparedPair(typeCode, secondaryCode);
  const compared = [first, second].flatMap((code) => types.filter((type) => type.code === code));
  const faq = [
    ['what', m.faqWhatQ, m.faqWhatA], ['trial', m.faqTrialQ, m.faqTrialA], ['cancel', m.faqCancelQ, m.faqCancelA],
    ['safe', m.faqSafeQ, m.faqSafeA], ['email', m.faqEmailQ, m.faqEmailA],
  ] as const;
  return (
    <>
      <TypeComparison title={intl.formatMessage(m.compareTitle, { first, second })} intro={intl.formatMessage(m.compareIntro, { first, second })} famousLabel={t(m.famous)} types={compared} />
      <ExampleReviews title={t(m.reviewsTitle)} note={t(m.reviewsNote)} tag={t(m.reviewExample)} reviews={[t(m.review1), t(m.review2), t(m.review3)]} />
      <Faq title={t(m.faqTitle)} items={faq.map(([key, q, a]) => ({ key, title: t(q), content: <p>{t(a)}</p> }))} />
    </>
  );
}

// Messages of the offer page's content blocks: live activity, the buyer's type beside its closest neighbour, what is included, example
// reviews, payment safety, FAQ, the countdown, the support block and the trademark note.
import { defineMessage, defineMessages } from 'react-intl';

export const contentMessages = {
  compareTitle: defineMessage<{ first: string; second: string }>({
    id: 'checkout.compare.titleFor', defaultMessage: '{first} or {second}? Your type and its closest neighbour',
    description: "Heading of the type comparison; first is the buyer's type code, second the type one borderline letter away",
  }),
  compareIntro: defineMessage<{ first: string; second: string }>({
    id: 'checkout.compare.introFor',
    defaultMessage: 'Your answers point to {first}; the letter closest to the middle would make you {second}. Well-known people are described as each. The full report explains which letters set your type apart.',
    description: 'Introduction of the type comparison; first and second are type codes',
  }),
  ...defineMessages({
    activityLabel: { id: 'checkout.activity.label', defaultMessage: 'Live activity', description: 'Accessible name of the live activity notices (real counts only)' },
    famous: { id: 'checkout.compare.famous', defaultMessage: 'Often described as this type:', description: 'Label before a list of famous people of a type' },
    detailsTitle: { id: 'checkout.details.title', defaultMessage: 'What your report covers', description: 'Heading of the detail bullets' },
    detailProfile: { id: 'checkout.details.profile', defaultMessage: 'A full profile of your type and your five indicators, with how clear each preference is', description: 'Detail bullet' },
    detailGrowth: { id: 'checkout.details.growth', defaultMessage: 'Personal growth: your strengths, blind spots and what helps you grow', description: 'Detail bullet' },
    detailCareer: { id: 'checkout.details.career', defaultMessage: 'Career guidance: work settings and roles that suit how you think', description: 'Detail bullet' },
    detailRelations: { id: 'checkout.details.relations', defaultMessage: 'Relationships: how you connect, and what to watch for with other types', description: 'Detail bullet' },
    detailDelivery: { id: 'checkout.details.delivery', defaultMessage: 'On screen right after payment, and a copy by email', description: 'Detail bullet' },
    benefitsTitle: { id: 'checkout.benefits.title', defaultMessage: 'Included with this plan', description: 'Heading of the features of the chosen plan' },
    reviewsTitle: { id: 'checkout.reviews.title', defaultMessage: 'What a report can feel like', description: 'Heading of the example reviews' },
    reviewsNote: {
      id: 'checkout.reviews.note',
      defaultMessage: 'Examples written by our team to show what the report covers. They are not reviews from verified buyers.',
      description: 'Label that clearly says the reviews are examples',
    },
    reviewExample: { id: 'checkout.reviews.example', defaultMessage: 'Example', description: 'Tag on each example review' },
    review1: { id: 'checkout.reviews.one', defaultMessage: 'The career chapter put words to why open-plan offices drain me, and suggested roles I had not considered.', description: 'Example review text' },
    review2: { id: 'checkout.reviews.two', defaultMessage: 'I liked that it showed where my answers were borderline instead of pretending to be certain.', description: 'Example review text' },
    review3: { id: 'checkout.reviews.three', defaultMessage: 'The relationship section gave my partner and me a few practical things to try.', description: 'Example review text' },
    safetyTitle: { id: 'checkout.safety.title', defaultMessage: 'Safe and simple payment', description: 'Heading of the payment safety claims' },
    safetyProviders: { id: 'checkout.safety.providers', defaultMessage: 'Secure payment by Stripe or PayPal, over an encrypted connection.', description: 'Safety claim' },
    safetyCard: { id: 'checkout.safety.card', defaultMessage: 'We never see your card number: it goes straight to the payment provider.', description: 'Safety claim' },
    safetyPrice: { id: 'checkout.safety.price', defaultMessage: 'The total is shown before you pay, and nothing is added later.', description: 'Safety claim' },
    faqTitle: { id: 'checkout.faq.title', defaultMessage: 'Questions and answers', description: 'Heading of the FAQ' },
    faqWhatQ: { id: 'checkout.faq.what.q', defaultMessage: 'What is in the in-depth report?', description: 'FAQ question' },
    faqWhatA: {
      id: 'checkout.faq.what.a',
      defaultMessage: 'Your full type profile, the five indicators with their confidence ranges, and chapters on personal growth, career and relationships.',
      description: 'FAQ answer',
    },
    faqTrialQ: { id: 'checkout.faq.trial.q', defaultMessage: 'How does the free trial work?', description: 'FAQ question' },
    faqTrialA: {
      id: 'checkout.faq.trial.a',
      defaultMessage: 'You pay nothing today. When the trial ends it renews into the weekly plan at the price shown next to the consent box, unless you cancel before. We email you 24 hours before the first charge.',
      description: 'FAQ answer',
    },
    faqCancelQ: { id: 'checkout.faq.cancel.q', defaultMessage: 'How do I cancel?', description: 'FAQ question' },
    faqCancelA: {
      id: 'checkout.faq.cancel.a',
      defaultMessage: 'On the cancellation page, enter the email address you paid with and send. That is all: the next period is not charged and you keep access until the end of the period already paid.',
      description: 'FAQ answer',
    },
    faqSafeQ: { id: 'checkout.faq.safe.q', defaultMessage: 'Is my payment secure?', description: 'FAQ question' },
    faqSafeA: {
      id: 'checkout.faq.safe.a',
      defaultMessage: 'Card payments are handled by Stripe and PayPal payments by PayPal. Your card details go to them directly; we only learn whether the payment went through.',
      description: 'FAQ answer',
    },
    faqEmailQ: { id: 'checkout.faq.email.q', defaultMessage: 'I did not get the email. What now?', description: 'FAQ question' },
    faqEmailA: {
      id: 'checkout.faq.email.a',
      defaultMessage: 'Check your spam folder first. You can also have the report sent again from the retrieve page, or contact support.',
      description: 'FAQ answer',
    },
    countdownLabel: { id: 'checkout.countdown.label', defaultMessage: 'Offer discount', description: 'Accessible name of the countdown block' },
    countdownEnded: {
      id: 'checkout.countdown.ended',
      defaultMessage: 'The offer discount has ended. You can still buy at the listed price.',
      description: 'Shown when the countdown reaches zero; the price goes back to the listed price, never higher',
    },
    supportTitle: { id: 'checkout.support.title', defaultMessage: 'Help with your purchase', description: 'Heading of the support block' },
    supportSubscription: { id: 'checkout.support.subscription', defaultMessage: 'Subscription management', description: 'Support block link to the cancellation page' },
    supportBilling: { id: 'checkout.support.billing', defaultMessage: 'Billing and payments', description: 'Support block link to the billing section of the support page' },
    supportLegal: { id: 'checkout.support.legal', defaultMessage: 'Legal and policies', description: 'Support block link to the legal documents' },
    supportContact: { id: 'checkout.support.contact', defaultMessage: 'Support contact', description: 'Support block link to the help centre' },
    trademark: {
      id: 'checkout.trademark',
      defaultMessage: 'MBTI and Myers-Briggs Type Indicator are registered trademarks of The Myers-Briggs Company. Mindprint is an independent test, not affiliated with or endorsed by it. Type descriptions of famous people are common public descriptions, not official assessments.',
      description: 'Trademark footer of the offer page',
    },
  }),
  completedToday: defineMessage<{ count: number }>({
    id: 'checkout.activity.today',
    defaultMessage: '{count, plural, one {# person completed this test today} other {# people completed this test today}}',
    description: 'Live notice from real counts of tests completed since midnight UTC',
  }),
  purchasesToday: defineMessage<{ count: number }>({
    id: 'checkout.activity.purchases',
    defaultMessage: '{count, plural, one {# person unlocked their in-depth report today} other {# people unlocked their in-depth report today}}',
    description: 'Live purchase notice from the real count of people (distinct buyers) who paid since midnight UTC',
  }),
  lastPurchase: defineMessage<{ time: string }>({
    id: 'checkout.activity.lastPurchase',
    defaultMessage: 'Latest unlock: {time}',
    description: 'Live purchase notice: how long ago the latest real order was paid, e.g. "5 minutes ago"',
  }),
  completedRegion: defineMessage<{ count: number; region: string }>({
    id: 'checkout.activity.region',
    defaultMessage: '{count, plural, one {# of them in {region}} other {# of them in {region}}}',
    description: 'Live notice: how many of today’s tests came from the visitor’s country; region is the country name',
  }),
  rating: defineMessage<{ rating: string; count: number }>({
    id: 'checkout.activity.rating',
    defaultMessage: 'Rated {rating} out of 5 for accuracy by {count, plural, one {# person} other {# people}}',
    description: 'Real average accuracy rating people gave their result',
  }),
  countdown: defineMessage<{ time: string; code: string }>({
    id: 'checkout.countdown.text',
    defaultMessage: 'Your offer code {code} is applied for {time} more. After that the price goes back to the listed price.',
    description: 'Countdown of the time-limited offer discount; time is mm:ss',
  }),
};

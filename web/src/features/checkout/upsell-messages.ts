// Messages of the upsell flow (/paying/package): the five steps, buying, 'already purchased' and the retention dialog.
import { defineMessage, defineMessages } from 'react-intl';

export const upsellMessages = {
  ...defineMessages({
    tabTitle: { id: 'checkout.upsell.tabTitle', defaultMessage: 'Optional extras', description: 'Browser tab title of the upsell flow' },
    skipTrialTitle: { id: 'checkout.upsell.skipTrial.title', defaultMessage: 'Skip the trial and start now', description: 'Heading of upsell step 1 for trial buyers' },
    skipTrialText: {
      id: 'checkout.upsell.skipTrial.text',
      defaultMessage: 'End the free trial today and start the weekly plan at once. The first weekly charge is taken now instead of when the trial ends.',
      description: 'Text of upsell step 1 for trial buyers',
    },
    plansTitle: { id: 'checkout.upsell.plans.title', defaultMessage: 'Keep growing with a plan', description: 'Heading of upsell step 1 for buyers without a trial' },
    plansText: { id: 'checkout.upsell.plans.text', defaultMessage: 'A plan unlocks the full report of every test you take, the 12 skill packs and the member centre for as long as it runs.', description: 'Text of upsell step 1 for buyers without a trial' },
    packsTitle: { id: 'checkout.upsell.packs.title', defaultMessage: 'Add the 12 skill packs', description: 'Heading of upsell step 2' },
    packsText: { id: 'checkout.upsell.packs.text', defaultMessage: 'Practical guides, on the web and as PDFs, for the skills your type finds hardest. Yours for good.', description: 'Text of upsell step 2' },
    inDepthTitle: { id: 'checkout.upsell.inDepth.title', defaultMessage: 'Go deeper into career and relationships', description: 'Heading of upsell step 3' },
    inDepthText: { id: 'checkout.upsell.inDepth.text', defaultMessage: 'Two extra chapters, yours for good: how your type works, chooses a career and loves.', description: 'Text of upsell step 3' },
    memberTitle: { id: 'checkout.upsell.member.title', defaultMessage: 'A year in the member centre', description: 'Heading of upsell step 4' },
    memberText: { id: 'checkout.upsell.member.text', defaultMessage: 'Twelve months of the psychology lab, the advanced centre, the testing hall and downloads, with priority support. It does not renew.', description: 'Text of upsell step 4' },
    accessTitle: { id: 'checkout.upsell.access.title', defaultMessage: 'Full reports for the IQ test', description: 'Heading of upsell step 5' },
    accessText: { id: 'checkout.upsell.access.text', defaultMessage: 'Take our matrix-reasoning IQ test whenever you like and read the full report of every sitting, yours for good.', description: 'Text of upsell step 5' },
    buy: { id: 'checkout.upsell.buy', defaultMessage: 'Add to my order', description: 'Button that buys an upsell item' },
    buying: { id: 'checkout.upsell.buying', defaultMessage: 'Adding it to your order…', description: 'Status while an upsell is bought' },
    purchased: { id: 'checkout.upsell.purchased', defaultMessage: 'Already purchased', description: 'Tag on an item the buyer already has' },
    added: { id: 'checkout.upsell.added', defaultMessage: 'Added. Thank you!', description: 'Status after an upsell was bought' },
    noThanks: { id: 'checkout.upsell.noThanks', defaultMessage: 'No thanks', description: 'Button that skips an upsell step (opens the are-you-sure dialog)' },
    next: { id: 'checkout.upsell.next', defaultMessage: 'Continue', description: 'Button to the next step when nothing is left to buy here' },
    savedCard: { id: 'checkout.upsell.savedCard', defaultMessage: 'If you paid by card, you confirm the amount and the same card is charged; otherwise you choose how to pay next.', description: 'Note about how upsells are paid' },
    notPaid: { id: 'checkout.upsell.notPaid', defaultMessage: 'Extras become available once your first payment has gone through.', description: 'Shown when the first order is not paid yet' },
    toPayment: { id: 'checkout.upsell.toPayment', defaultMessage: 'Go to payment', description: 'Link to pay the first order' },
    dialogTitle: { id: 'checkout.upsell.dialog.title', defaultMessage: 'Are you sure?', description: 'Heading of the retention dialog' },
    dialogStay: { id: 'checkout.upsell.dialog.stay', defaultMessage: 'Go back to the offer', description: 'Dialog button that closes the dialog and stays on the step' },
    dialogSkip: { id: 'checkout.upsell.dialog.skip', defaultMessage: 'Yes, skip it', description: 'Dialog button that skips the step' },
    confirmTitle: { id: 'checkout.upsell.confirm.title', defaultMessage: 'Confirm your purchase', description: 'Heading of the dialog that confirms a one-click purchase' },
    confirmBack: { id: 'checkout.upsell.confirm.back', defaultMessage: 'Go back', description: 'Dialog button that closes the purchase confirmation without buying' },
  }),
  step: defineMessage<{ step: number; total: number }>({
    id: 'checkout.upsell.step', defaultMessage: 'Step {step} of {total}', description: 'Progress of the upsell flow',
  }),
  dialogText: defineMessage<{ item: string }>({
    id: 'checkout.upsell.dialog.text',
    defaultMessage: 'You are about to skip “{item}”. Nothing will be charged for it, and you can come back to this page with the same link.',
    description: 'Retention dialog text; item is the title of the skipped offer',
  }),
  confirmText: defineMessage<{ item: string; price: string }>({
    id: 'checkout.upsell.confirm.text',
    defaultMessage: '“{item}” costs {price}. If you paid by card, that card is charged as soon as you confirm; otherwise you choose how to pay on the next screen.',
    description: 'Text of the dialog that confirms a one-click purchase; item is the offer title, price its amount',
  }),
  confirmPay: defineMessage<{ price: string }>({
    id: 'checkout.upsell.confirm.pay', defaultMessage: 'Confirm and pay {price}', description: 'Dialog button that buys the offer; price is its amount',
  }),
  consentFor: defineMessage<{ item: string }>({
    id: 'checkout.upsell.consentFor', defaultMessage: 'Subscription terms of {item}', description: 'Heading of the terms of a plan offered in the upsell flow',
  }),
};

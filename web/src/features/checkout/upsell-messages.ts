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
    plansText: { id: 'checkout.upsell.plans.text', defaultMessage: 'A plan adds every professional test, new resources and member tools.', description: 'Text of upsell step 1 for buyers without a trial' },
    packsTitle: { id: 'checkout.upsell.packs.title', defaultMessage: 'Add the skill packs', description: 'Heading of upsell step 2' },
    packsText: { id: 'checkout.upsell.packs.text', defaultMessage: 'Practical material to build the skills your type finds hardest.', description: 'Text of upsell step 2' },
    inDepthTitle: { id: 'checkout.upsell.inDepth.title', defaultMessage: 'Go deeper into career and relationships', description: 'Heading of upsell step 3' },
    inDepthText: { id: 'checkout.upsell.inDepth.text', defaultMessage: 'Extra chapters on work, career choices and close relationships.', description: 'Text of upsell step 3' },
    memberTitle: { id: 'checkout.upsell.member.title', defaultMessage: 'Member-exclusive tools', description: 'Heading of upsell step 4' },
    memberText: { id: 'checkout.upsell.member.text', defaultMessage: 'Membership opens the member centre, resource downloads and advanced services.', description: 'Text of upsell step 4' },
    accessTitle: { id: 'checkout.upsell.access.title', defaultMessage: 'Access to more tests', description: 'Heading of upsell step 5' },
    accessText: { id: 'checkout.upsell.access.text', defaultMessage: 'Unlock more of our tests for yourself.', description: 'Text of upsell step 5' },
    buy: { id: 'checkout.upsell.buy', defaultMessage: 'Add to my order', description: 'Button that buys an upsell item' },
    buying: { id: 'checkout.upsell.buying', defaultMessage: 'Adding it to your order…', description: 'Status while an upsell is bought' },
    purchased: { id: 'checkout.upsell.purchased', defaultMessage: 'Already purchased', description: 'Tag on an item the buyer already has' },
    added: { id: 'checkout.upsell.added', defaultMessage: 'Added. Thank you!', description: 'Status after an upsell was bought' },
    noThanks: { id: 'checkout.upsell.noThanks', defaultMessage: 'No thanks', description: 'Button that skips an upsell step (opens the are-you-sure dialog)' },
    next: { id: 'checkout.upsell.next', defaultMessage: 'Continue', description: 'Button to the next step when nothing is left to buy here' },
    savedCard: { id: 'checkout.upsell.savedCard', defaultMessage: 'If you paid by card, the same card is charged at once; otherwise you choose how to pay next.', description: 'Note about how upsells are paid' },
    notPaid: { id: 'checkout.upsell.notPaid', defaultMessage: 'Extras become available once your first payment has gone through.', description: 'Shown when the first order is not paid yet' },
    toPayment: { id: 'checkout.upsell.toPayment', defaultMessage: 'Go to payment', description: 'Link to pay the first order' },
    dialogTitle: { id: 'checkout.upsell.dialog.title', defaultMessage: 'Are you sure?', description: 'Heading of the retention dialog' },
    dialogStay: { id: 'checkout.upsell.dialog.stay', defaultMessage: 'Go back to the offer', description: 'Dialog button that closes the dialog and stays on the step' },
    dialogSkip: { id: 'checkout.upsell.dialog.skip', defaultMessage: 'Yes, skip it', description: 'Dialog button that skips the step' },
  }),
  step: defineMessage<{ step: number; total: number }>({
    id: 'checkout.upsell.step', defaultMessage: 'Step {step} of {total}', description: 'Progress of the upsell flow',
  }),
  dialogText: defineMessage<{ item: string }>({
    id: 'checkout.upsell.dialog.text',
    defaultMessage: 'You are about to skip “{item}”. Nothing will be charged for it, and you can come back to this page with the same link.',
    description: 'Retention dialog text; item is the title of the skipped offer',
  }),
  consentFor: defineMessage<{ item: string }>({
    id: 'checkout.upsell.consentFor', defaultMessage: 'Subscription terms of {item}', description: 'Heading of the terms of a plan offered in the upsell flow',
  }),
};

// Messages of the screens after paying: status check, success (report, countdown, membership, saving the report),
// failure, and an unknown order link.
import { defineMessage, defineMessages } from 'react-intl';

export const statusMessages = {
  ...defineMessages({
    checkTabTitle: { id: 'checkout.check.tabTitle', defaultMessage: 'Checking your payment', description: 'Browser tab title of the status check' },
    checkTitle: { id: 'checkout.check.title', defaultMessage: 'Checking your payment', description: 'Heading of the payment status check' },
    checkWait: { id: 'checkout.check.wait', defaultMessage: 'If payment succeeded, please wait patiently.', description: 'Status tip while the payment is being confirmed (SPEC wording)' },
    checkSlow: {
      id: 'checkout.check.slow',
      defaultMessage: 'Your payment is still being confirmed. This can take a few minutes; we will also email you when it is done.',
      description: 'Shown when the payment is not confirmed after several checks',
    },
    checkAgain: { id: 'checkout.check.again', defaultMessage: 'Check again', description: 'Button that checks the payment status again' },
    successTabTitle: { id: 'checkout.success.tabTitle', defaultMessage: 'Payment successful', description: 'Browser tab title of the success screen' },
    successTitle: { id: 'checkout.success.title', defaultMessage: 'Payment successful', description: 'Heading of the success screen' },
    trialTitle: { id: 'checkout.success.trialTitle', defaultMessage: 'Your free trial has started', description: 'Heading of the success screen after a free trial' },
    memberCongrats: { id: 'checkout.success.member', defaultMessage: 'Congratulations, you are now a member!', description: 'Congratulation after a membership purchase' },
    generating: { id: 'checkout.success.generating', defaultMessage: 'Your report is being generated…', description: 'Status while the report is prepared' },
    ready: { id: 'checkout.success.ready', defaultMessage: 'Your report is ready.', description: 'Status once the report can be opened' },
    openNow: { id: 'checkout.success.openNow', defaultMessage: 'Open my report now', description: 'Button that opens the report at once' },
    stop: { id: 'checkout.success.stop', defaultMessage: 'Stay on this page', description: 'Button that stops the automatic opening of the report' },
    stopped: { id: 'checkout.success.stopped', defaultMessage: 'The report will not open by itself. Open it whenever you are ready.', description: 'Shown after the countdown is stopped' },
    saveTitle: { id: 'checkout.success.saveTitle', defaultMessage: 'Save your report permanently', description: 'Heading of the save-by-email block' },
    saveText: {
      id: 'checkout.success.saveText',
      defaultMessage: 'Enter the email address where you want to keep your report. We send it there, and you can always retrieve it with that address.',
      description: 'Text of the save-by-email block',
    },
    saveLabel: { id: 'checkout.success.saveLabel', defaultMessage: 'Email address', description: 'Label of the save-by-email field' },
    saveButton: { id: 'checkout.success.save', defaultMessage: 'Save', description: 'Button that saves the delivery email' },
    saved: { id: 'checkout.success.saved', defaultMessage: 'Saved. Your report will be sent to this address.', description: 'Confirmation after the email is saved' },
    confirmSent: {
      id: 'checkout.success.confirmSent',
      defaultMessage: 'We have emailed a confirmation link to this address. Your report moves there once the link is followed.',
      description: 'After changing the email of a paid order: the new address must confirm first',
    },
    extrasTitle: { id: 'checkout.success.extrasTitle', defaultMessage: 'Optional extras', description: 'Heading of the link to the upsell flow' },
    extrasText: {
      id: 'checkout.success.extrasText',
      defaultMessage: 'Skill packs, in-depth chapters and member tools are available if you want them. Nothing is added without your click.',
      description: 'Text of the link to the upsell flow',
    },
    extrasLink: { id: 'checkout.success.extrasLink', defaultMessage: 'See the extras', description: 'Link to the upsell flow' },
    failedTabTitle: { id: 'checkout.failed.tabTitle', defaultMessage: 'Payment failed', description: 'Browser tab title of the failure screen' },
    failedTitle: { id: 'checkout.failed.title', defaultMessage: 'Payment failed', description: 'Heading of the failure screen (SPEC wording)' },
    failedText: {
      id: 'checkout.failed.text',
      defaultMessage: 'Nothing was charged. You can try again, or choose another payment method.',
      description: 'Explanation on the failure screen',
    },
    retry: { id: 'checkout.failed.retry', defaultMessage: 'Retry', description: 'Button that goes back to pay again with the same method' },
    otherMethod: { id: 'checkout.failed.otherMethod', defaultMessage: 'Choose another payment method', description: 'Button that goes back to choose a payment method' },
    missingTitle: { id: 'checkout.missing.title', defaultMessage: 'We could not find this order', description: 'Heading when an order link is incomplete or unknown' },
    missingText: {
      id: 'checkout.missing.text',
      defaultMessage: 'The link may be incomplete. Open the link from your email, or have your report sent again.',
      description: 'Explanation when an order link is unknown',
    },
    retrieve: { id: 'checkout.missing.retrieve', defaultMessage: 'Retrieve my report', description: 'Button to the retrieve report screen' },
  }),
  countdown: defineMessage<{ t: number }>({
    id: 'checkout.success.countdown',
    defaultMessage: '{t, plural, one {Your report opens in # second.} other {Your report opens in # seconds.}}',
    description: 'Countdown before the report opens by itself; t is the seconds left',
  }),
  emailedTo: defineMessage<{ email: string }>({
    id: 'checkout.success.emailedTo', defaultMessage: 'A copy is on its way to {email}.', description: 'Where the report is emailed',
  }),
  trialInfo: defineMessage<{ date: string }>({
    id: 'checkout.success.trialInfo',
    defaultMessage: 'Nothing has been charged today. The first charge is on {date}, unless you cancel before then.',
    description: 'Reminder of the trial on the success screen; the stored terms follow it',
  }),
  vipUntil: defineMessage<{ date: string }>({
    id: 'checkout.success.vipUntil', defaultMessage: 'Your membership runs until {date}.', description: 'VIP status from the API',
  }),
};

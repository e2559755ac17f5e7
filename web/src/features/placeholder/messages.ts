// Messages of the placeholder shown by screens still being built.
import { defineMessages } from 'react-intl';

export const placeholderMessages = defineMessages({
  eyebrow: { id: 'placeholder.eyebrow', defaultMessage: 'Coming soon', description: 'Small label above the placeholder heading' },
  text: {
    id: 'placeholder.text',
    defaultMessage: 'This screen is coming soon. We are putting the finishing touches to it.',
    description: 'Placeholder text for a screen that is not available yet',
  },
  home: { id: 'placeholder.home', defaultMessage: 'Back to the home page', description: 'Link from a placeholder screen to the home page' },
  help: { id: 'placeholder.help', defaultMessage: 'Visit the help centre', description: 'Secondary link from a placeholder screen to the help centre' },
  questionnaire: { id: 'placeholder.area.questionnaire', defaultMessage: 'The questionnaire', description: 'Placeholder heading for the test questions, email and submit screens' },
  checkout: { id: 'placeholder.area.checkout', defaultMessage: 'Plans and payment', description: 'Placeholder heading for the plan choice and payment screens' },
  report: { id: 'placeholder.area.report', defaultMessage: 'Your report', description: 'Placeholder heading for the report screens' },
  retrieve: { id: 'placeholder.area.retrieve', defaultMessage: 'Retrieve your report', description: 'Placeholder heading for the retrieve-report-by-email screen' },
  cancel: { id: 'placeholder.area.cancel', defaultMessage: 'Cancel a subscription', description: 'Placeholder heading for the cancellation screens' },
  account: { id: 'placeholder.area.account', defaultMessage: 'Your account', description: 'Placeholder heading for login, registration and settings screens' },
  store: { id: 'placeholder.area.store', defaultMessage: 'My store', description: 'Placeholder heading for the member store' },
});

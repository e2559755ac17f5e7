// Messages of the register screen: the form, then the step where the emailed code finishes the account.
import { defineMessage, defineMessages } from 'react-intl';

export const registerMessages = {
  ...defineMessages({
    title: { id: 'account.register.title', defaultMessage: 'Create your account', description: 'Heading and tab title of the register screen' },
    intro: {
      id: 'account.register.intro',
      defaultMessage: 'Keep all your reports in one place and take the free tests. Use the email address you bought with, and your reports join your account.',
      description: 'Introduction of the register screen',
    },
    submit: { id: 'account.register.submit', defaultMessage: 'Create account', description: 'Button that sends the register form and emails a code' },
    haveAccount: { id: 'account.register.haveAccount', defaultMessage: 'Already have an account?', description: 'Text before the link to the login screen' },
    login: { id: 'account.register.login', defaultMessage: 'Log in', description: 'Link from the register screen to the login screen' },
    codeTitle: { id: 'account.register.codeTitle', defaultMessage: 'Enter the code we emailed you', description: 'Heading of the second register step' },
    confirm: { id: 'account.register.confirm', defaultMessage: 'Confirm and log in', description: 'Button that sends the emailed code and finishes the account' },
    resend: { id: 'account.register.resend', defaultMessage: 'Send a new code', description: 'Button that emails a new verification code' },
    changeEmail: { id: 'account.register.changeEmail', defaultMessage: 'Use a different email address', description: 'Button that goes back to the register form' },
  }),
  codeText: defineMessage<{ email: string }>({
    id: 'account.register.codeText',
    defaultMessage: 'We sent a 6-digit code to {email}. Enter it below to finish creating your account. It may take a minute to arrive; check your spam folder too.',
    description: 'Text of the second register step; email is the address typed in the form',
  }),
};

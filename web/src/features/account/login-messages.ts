// Messages of the login screen: password login, the emailed sign-in link (asking for one and opening one).
import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = {
  ...defineMessages({
    title: { id: 'account.login.title', defaultMessage: 'Log in', description: 'Heading and tab title of the login screen' },
    intro: {
      id: 'account.login.intro',
      defaultMessage: 'Log in to see your reports, take the free tests and manage your personal info.',
      description: 'Introduction of the login screen',
    },
    submit: { id: 'account.login.submit', defaultMessage: 'Log in', description: 'Button that sends the login form' },
    forgot: { id: 'account.login.forgot', defaultMessage: 'Forgot your password?', description: 'Link to the forgot password screen' },
    newHere: { id: 'account.login.newHere', defaultMessage: 'New to Mindprint?', description: 'Text before the link to the register screen' },
    register: { id: 'account.login.register', defaultMessage: 'Create an account', description: 'Link from the login screen to the register screen' },
    orLink: {
      id: 'account.login.orLink',
      defaultMessage: 'Bought a report without a password, or forgot it? We can email you a link that logs you in.',
      description: 'Text above the button that switches to the sign-in link form',
    },
    useLink: { id: 'account.login.useLink', defaultMessage: 'Email me a sign-in link instead', description: 'Button that switches from the password form to the sign-in link form' },
    usePassword: { id: 'account.login.usePassword', defaultMessage: 'Log in with my password instead', description: 'Button that switches from the sign-in link form back to the password form' },
    linkTitle: { id: 'account.login.linkTitle', defaultMessage: 'Get a sign-in link', description: 'Heading of the sign-in link form' },
    linkIntro: {
      id: 'account.login.linkIntro',
      defaultMessage: 'Enter the email address of your account. The link logs you in without a password; it works once and for a limited time.',
      description: 'Introduction of the sign-in link form',
    },
    linkSend: { id: 'account.login.linkSend', defaultMessage: 'Email me a link', description: 'Button that asks for a sign-in link by email' },
    opening: { id: 'account.login.opening', defaultMessage: 'Logging you in…', description: 'Status while a sign-in link from an email is being checked' },
    linkFailedTitle: { id: 'account.login.linkFailedTitle', defaultMessage: 'This link cannot log you in', description: 'Heading when a sign-in link from an email is refused' },
    linkFailedText: {
      id: 'account.login.linkFailedText',
      defaultMessage: 'Sign-in links work only once and only for a limited time. Ask for a new one below, or log in with your password.',
      description: 'Explanation under the refused sign-in link heading',
    },
  }),
  linkSent: defineMessage<{ email: string }>({
    id: 'account.login.linkSent',
    defaultMessage: 'If an account exists for {email}, we have sent it a sign-in link. Check your inbox and your spam folder.',
    description: 'Result after asking for a sign-in link; never says whether the address has an account',
  }),
};

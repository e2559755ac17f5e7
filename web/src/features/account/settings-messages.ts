// Messages of the settings screen: language, password and signing out.
import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  title: { id: 'account.settings.title', defaultMessage: 'Settings', description: 'Heading and tab title of the settings screen' },
  languageTitle: { id: 'account.settings.languageTitle', defaultMessage: 'Language', description: 'Heading of the language block' },
  languageText: {
    id: 'account.settings.languageText',
    defaultMessage: 'The site and our emails to you use this language. The page reloads when you change it.',
    description: 'Text of the language block',
  },
  languageLabel: { id: 'account.settings.languageLabel', defaultMessage: 'Interface language', description: 'Label of the language selector' },
  passwordTitle: { id: 'account.settings.passwordTitle', defaultMessage: 'Password', description: 'Heading of the password block' },
  changePassword: { id: 'account.settings.changePassword', defaultMessage: 'Change password', description: 'Link to the change password screen' },
  setPassword: { id: 'account.settings.setPassword', defaultMessage: 'Set a password', description: 'Link to the change password screen for an account without a password' },
  signOutTitle: { id: 'account.settings.signOutTitle', defaultMessage: 'Log out', description: 'Heading of the log out block' },
  signOutText: {
    id: 'account.settings.signOutText',
    defaultMessage: 'Log out on this device, or on every device where your account is open (a shared computer, a lost phone).',
    description: 'Text of the log out block',
  },
  signOut: { id: 'account.settings.signOut', defaultMessage: 'Log out', description: 'Button that logs out' },
  signOutEverywhere: {
    id: 'account.settings.signOutEverywhere',
    defaultMessage: 'Log out on every device',
    description: 'Button that ends every session of the account, on all devices',
  },
  signingOut: { id: 'account.settings.signingOut', defaultMessage: 'Logging out…', description: 'Status while logging out' },
  back: { id: 'account.settings.back', defaultMessage: 'Back to my personal centre', description: 'Link from the settings screen to the personal centre' },
});

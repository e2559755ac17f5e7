// Messages shared by the account screens: field labels, hints, busy states and the success notices (SPEC section 8).
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const fieldMessages = defineMessages({
  email: { id: 'account.field.email', defaultMessage: 'Email address', description: 'Label of the email field of the account forms' },
  password: { id: 'account.field.password', defaultMessage: 'Password', description: 'Label of the password field of the login and register forms' },
  confirmPassword: { id: 'account.field.confirmPassword', defaultMessage: 'Confirm password', description: 'Label of the field where the new password is typed a second time' },
  newPassword: { id: 'account.field.newPassword', defaultMessage: 'New password', description: 'Label of the new password field (reset and change password)' },
  confirmNewPassword: { id: 'account.field.confirmNewPassword', defaultMessage: 'Confirm new password', description: 'Label of the field where the new password is typed a second time' },
  currentPassword: { id: 'account.field.currentPassword', defaultMessage: 'Current password', description: 'Label of the current password field on the change password screen' },
  passwordHint: { id: 'account.field.passwordHint', defaultMessage: 'At least 8 characters.', description: 'Help under a new password field' },
  name: { id: 'account.field.name', defaultMessage: 'Name', description: 'Label of the name field (register, personal info)' },
  code: { id: 'account.field.code', defaultMessage: 'Verification code', description: 'Label of the field for the 6-digit code from the email' },
  codeHint: { id: 'account.field.codeHint', defaultMessage: 'The 6 digits from the email we sent you.', description: 'Help under the verification code field' },
  optional: { id: 'account.field.optional', defaultMessage: '(optional)', description: 'Added after the label of a field that may stay empty' },
  newTab: { id: 'account.newTab', defaultMessage: '(opens in a new tab)', description: 'Added to the accessible name of a link that opens in a new tab' },
  sending: { id: 'account.sending', defaultMessage: 'Sending…', description: 'Status while an account form is being sent' },
});

/** Shown once on the page a successful step leads to, and announced (SPEC section 8's successes). */
export const noticeMessages = defineMessages({
  signedIn: { id: 'account.notice.signedIn', defaultMessage: 'You are logged in.', description: 'Success after logging in (SPEC: login success)' },
  registered: {
    id: 'account.notice.registered',
    defaultMessage: 'Welcome! Your account is ready and you are logged in.',
    description: 'Success after the sign-up code was accepted',
  },
  passwordReset: {
    id: 'account.notice.passwordReset',
    defaultMessage: 'Your password has been reset and you are logged in.',
    description: 'Success after a forgotten password was reset with the emailed code (SPEC: password reset)',
  },
  saved: { id: 'account.notice.saved', defaultMessage: 'Saved.', description: 'Success after personal info or a password was saved (SPEC: saved)' },
  codeSent: {
    id: 'account.notice.codeSent',
    defaultMessage: 'Code sent. Check your inbox and your spam folder.',
    description: 'Success after a new verification code was requested (SPEC: code sent)',
  },
});

export const privacyMessages = {
  ...defineMessages({
    policy: { id: 'account.privacy.policy', defaultMessage: 'privacy policy', description: 'Link text inside the privacy agreement checkbox label' },
  }),
  agree: defineMessage<{ policy: MessageValue }>({
    id: 'account.privacy.agree',
    defaultMessage: 'I have read and agree to the {policy}.',
    description: 'Label of the privacy agreement checkbox on the register form; policy is a link reading "privacy policy"',
  }),
};

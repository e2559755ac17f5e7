// Messages of the forgot password screen (email, then code and new password) and the change password screen.
import { defineMessage, defineMessages } from 'react-intl';

export const forgotMessages = {
  ...defineMessages({
    title: { id: 'account.forgot.title', defaultMessage: 'Reset your password', description: 'Heading and tab title of the forgot password screen' },
    intro: {
      id: 'account.forgot.intro',
      defaultMessage: 'Enter the email address of your account and we will send you a verification code.',
      description: 'Introduction of the first forgot password step',
    },
    send: { id: 'account.forgot.send', defaultMessage: 'Send code', description: 'Button that emails a password reset code' },
    codeTitle: { id: 'account.forgot.codeTitle', defaultMessage: 'Choose a new password', description: 'Heading of the second forgot password step' },
    submit: { id: 'account.forgot.submit', defaultMessage: 'Reset password', description: 'Button that sets the new password with the emailed code' },
    resend: { id: 'account.forgot.resend', defaultMessage: 'Send a new code', description: 'Button that emails a new password reset code' },
    changeEmail: { id: 'account.forgot.changeEmail', defaultMessage: 'Use a different email address', description: 'Button that goes back to the first forgot password step' },
    backToLogin: { id: 'account.forgot.backToLogin', defaultMessage: 'Back to log in', description: 'Link from the forgot password screen to the login screen' },
  }),
  codeText: defineMessage<{ email: string }>({
    id: 'account.forgot.codeText',
    defaultMessage: 'If an account exists for {email}, we have sent it a 6-digit code. Enter the code and your new password below.',
    description: 'Text of the second forgot password step; never says whether the address has an account',
  }),
};

export const changePasswordMessages = defineMessages({
  title: { id: 'account.changePassword.title', defaultMessage: 'Change password', description: 'Heading and tab title of the change password screen' },
  intro: {
    id: 'account.changePassword.intro',
    defaultMessage: 'After the change you stay logged in here; other devices are logged out.',
    description: 'Introduction of the change password screen',
  },
  noPassword: {
    id: 'account.changePassword.noPassword',
    defaultMessage: 'Your account was opened with a link from your email and has no password yet. Choose one here: no current password is needed.',
    description: 'Shown instead of the current password field for an account without a password',
  },
  submit: { id: 'account.changePassword.submit', defaultMessage: 'Save new password', description: 'Button that saves the new password' },
  setSubmit: { id: 'account.changePassword.setSubmit', defaultMessage: 'Set password', description: 'Button that saves the first password of an account opened with a link' },
  back: { id: 'account.changePassword.back', defaultMessage: 'Back to settings', description: 'Link from the change password screen to the settings screen' },
});

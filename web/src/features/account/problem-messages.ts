// The account error codes in words, one for each code the API can answer (SPEC sections 5 and 8 where it has wording).
import { defineMessage, defineMessages } from 'react-intl';
import type { AccountErrorCode } from './api';

export const problemMessages = defineMessages({
  EMPTY_EMAIL: { id: 'account.error.emptyEmail', defaultMessage: 'Please enter your email address.', description: 'Error: the email field is empty (SPEC wording)' },
  INVALID_EMAIL: { id: 'account.error.invalidEmail', defaultMessage: 'Incorrect email format.', description: 'Error: the email address is malformed (SPEC wording)' },
  NAME_REQUIRED: { id: 'account.error.nameRequired', defaultMessage: 'Please enter your name.', description: 'Error: the name field is empty (SPEC wording)' },
  PASSWORD_REQUIRED: { id: 'account.error.passwordRequired', defaultMessage: 'Please enter your password.', description: 'Error: a password field is empty' },
  PASSWORD_TOO_SHORT: {
    id: 'account.error.passwordTooShort', defaultMessage: 'Use at least 8 characters for your password.', description: 'Error: the new password is shorter than 8 characters',
  },
  PASSWORD_TOO_LONG: {
    id: 'account.error.passwordTooLong', defaultMessage: 'Use at most 128 characters for your password.', description: 'Error: the new password is longer than 128 characters',
  },
  PASSWORD_TOO_COMMON: {
    id: 'account.error.passwordTooCommon',
    defaultMessage: 'This password is too common and easy to guess. Please choose another one.',
    description: 'Error: the new password is on the list of common or breached passwords, repeats one character or is a plain sequence',
  },
  PASSWORDS_DO_NOT_MATCH: { id: 'account.error.passwordsDoNotMatch', defaultMessage: 'The passwords do not match.', description: 'Error: the two new passwords differ (SPEC wording)' },
  PRIVACY_NOT_AGREED: {
    id: 'account.error.privacyNotAgreed',
    defaultMessage: 'Please read and agree to the privacy policy to continue.',
    description: 'Error: the privacy agreement box is not ticked on the register form',
  },
  WRONG_CREDENTIALS: { id: 'account.error.wrongCredentials', defaultMessage: 'The email or password is incorrect.', description: 'Error: login refused' },
  WRONG_PASSWORD: { id: 'account.error.wrongPassword', defaultMessage: 'Your current password is incorrect.', description: 'Error: the current password on the change password form is wrong' },
  CODE_REQUIRED: { id: 'account.error.codeRequired', defaultMessage: 'Please enter the verification code.', description: 'Error: the verification code field is empty (SPEC: verification code required)' },
  CODE_INVALID: {
    id: 'account.error.codeInvalid',
    defaultMessage: 'This code is wrong or has expired. Check the latest email or ask for a new code.',
    description: 'Error: the verification code was not accepted',
  },
  LINK_INVALID: {
    id: 'account.error.linkInvalid', defaultMessage: 'This sign-in link has expired or was already used.', description: 'Error: a one-time sign-in link from an email was refused',
  },
  INVALID_DATE: { id: 'account.error.invalidDate', defaultMessage: 'Invalid date.', description: 'Error: the birthday is not a real date written like 2020-01-01 (SPEC wording)' },
  TOO_LONG: { id: 'account.error.tooLong', defaultMessage: 'This is too long. Please shorten it.', description: 'Error: a personal info field is longer than allowed' },
  INVALID_PHONE: {
    id: 'account.error.invalidPhone',
    defaultMessage: 'Please enter a phone number with digits only (spaces, +, - and brackets are fine).',
    description: 'Error: the phone number has other characters',
  },
}) satisfies Record<Exclude<AccountErrorCode, 'RATE_LIMITED'>, unknown>;

export const problemCountMessages = {
  rateLimited: defineMessage<{ minutes: number }>({
    id: 'account.error.rateLimited',
    defaultMessage: '{minutes, plural, one {Too many attempts. Please try again in # minute.} other {Too many attempts. Please try again in # minutes.}}',
    description: 'Error: too many attempts or emails for now; minutes until the next one is accepted',
  }),
};

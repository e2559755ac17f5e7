// Messages of the email capture screen and its privacy notice.
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const emailMessages = defineMessages({
  title: { id: 'email.title', defaultMessage: 'Where should we send your result?', description: 'Heading of the email capture screen' },
  text: {
    id: 'email.text',
    defaultMessage: 'Enter your email address to see your free result. It lets you find your result again later and receive any report you buy.',
    description: 'Text of the email capture screen',
  },
  label: { id: 'email.label', defaultMessage: 'Email address', description: 'Label of the email field' },
  invalid: { id: 'email.invalid', defaultMessage: 'Please enter a valid email address.', description: 'Error under the email field when the address is empty or malformed' },
  submit: { id: 'email.submit', defaultMessage: 'See my result', description: 'Button that saves the email and shows the free result' },
  sending: { id: 'email.sending', defaultMessage: 'Saving your email address…', description: 'Status while the email address is being saved' },
  newTab: { id: 'email.newTab', defaultMessage: '(opens in a new tab)', description: 'Added to the spoken name of links that open in a new tab' },
  noticeLabel: { id: 'email.notice.label', defaultMessage: 'Privacy notice', description: 'Accessible name of the privacy notice under the email form' },
});

/** The values are rich: links to the two documents. */
export const noticeMessages = {
  notice: defineMessage<{ privacy: MessageValue; agreement: MessageValue }>({
    id: 'email.notice',
    defaultMessage: 'We use your email address only to help you find your result again and to send any report you buy; we never sell it. By continuing you accept the {agreement} and the {privacy}.',
    description: 'Short privacy notice; agreement and privacy are links titled with the documents, e.g. User Agreement and Privacy Policy',
  }),
};

export const formMessages = defineMessages({
  title: { id: 'form.title', defaultMessage: 'Your details', description: 'Heading of the form page (answer submit, older variant)' },
  text: {
    id: 'form.text',
    defaultMessage: 'Tell us a little about yourself and where to send your report. Only your first name and email address are required.',
    description: 'Text of the form page',
  },
  firstName: { id: 'form.firstName', defaultMessage: 'First name', description: 'Label of the first name field' },
  lastName: { id: 'form.lastName', defaultMessage: 'Last name', description: 'Label of the last name field' },
  email: { id: 'form.email', defaultMessage: 'Email address', description: 'Label of the email field of the form page' },
  birthYear: { id: 'form.birthYear', defaultMessage: 'Birth year', description: 'Label of the birth year field' },
  gender: { id: 'form.gender', defaultMessage: 'Gender', description: 'Legend of the gender choice' },
  male: { id: 'form.gender.male', defaultMessage: 'Male', description: 'Gender option' },
  female: { id: 'form.gender.female', defaultMessage: 'Female', description: 'Gender option' },
  country: { id: 'form.country', defaultMessage: 'Country/region', description: 'Label of the country or region list' },
  countryNone: { id: 'form.country.none', defaultMessage: 'Choose…', description: 'First, empty choice of the country list' },
  optional: { id: 'form.optional', defaultMessage: '(optional)', description: 'Added to the label of fields that may stay empty' },
  nameRequired: { id: 'form.error.name', defaultMessage: 'Please enter your name.', description: 'Error when the first name is empty (SPEC wording)' },
  emailEmpty: { id: 'form.error.emailEmpty', defaultMessage: 'Please enter your email address.', description: 'Error when the email field is empty' },
  emailFormat: { id: 'form.error.emailFormat', defaultMessage: 'Incorrect email format', description: 'Error when the email address is malformed' },
  birthYearInvalid: { id: 'form.error.birthYear', defaultMessage: 'Please enter a year from 1900 to this year, such as 1990.', description: 'Error when the birth year is not a valid year' },
  submit: { id: 'form.submit', defaultMessage: 'Get my report', description: 'Button that sends the form and goes on to the result' },
});

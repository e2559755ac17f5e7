// Messages of the support page's contact form and refund request.
import { defineMessage, defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: { id: 'support.form.title', defaultMessage: 'Write to us', description: 'Heading of the contact form on the support page' },
  intro: {
    id: 'support.form.intro',
    defaultMessage: 'A person answers by email, usually within two working days. For a refund, choose "Refund request" and give the order number from your receipt.',
    description: 'Introduction of the contact form',
  },
  introPriority: {
    id: 'support.form.introPriority',
    defaultMessage: 'You have priority support as a member: a person answers by email within one working day. For a refund, choose "Refund request" and give the order number from your receipt.',
    description: 'Introduction of the contact form for a signed-in member whose plan includes priority support',
  },
  kind: { id: 'support.form.kind', defaultMessage: 'What do you need?', description: 'Legend of the choice between a question and a refund request' },
  kindQuestion: { id: 'support.form.kindQuestion', defaultMessage: 'A question or a problem', description: 'Choice: ordinary support message' },
  kindRefund: { id: 'support.form.kindRefund', defaultMessage: 'Refund request', description: 'Choice: ask for a refund of an order' },
  topic: { id: 'support.form.topic', defaultMessage: 'Topic', description: 'Label of the topic select' },
  topicORDER: { id: 'support.form.topic.order', defaultMessage: 'An order or a payment', description: 'Topic option' },
  topicSUBSCRIPTION: { id: 'support.form.topic.subscription', defaultMessage: 'A subscription', description: 'Topic option' },
  topicREPORT: { id: 'support.form.topic.report', defaultMessage: 'A report or a result', description: 'Topic option' },
  topicACCOUNT: { id: 'support.form.topic.account', defaultMessage: 'My account', description: 'Topic option' },
  topicPRIVACY: { id: 'support.form.topic.privacy', defaultMessage: 'My data and privacy', description: 'Topic option' },
  topicOTHER: { id: 'support.form.topic.other', defaultMessage: 'Something else', description: 'Topic option' },
  email: { id: 'support.form.email', defaultMessage: 'Your email address', description: 'Label of the email field; answers go there' },
  order: { id: 'support.form.order', defaultMessage: 'Order number', description: 'Label of the order number field' },
  orderHelp: { id: 'support.form.orderHelp', defaultMessage: 'On your receipt, starting with MP.', description: 'Help under the order number field' },
  optional: { id: 'support.form.optional', defaultMessage: '(optional)', description: 'Shown after the label of an optional field' },
  message: { id: 'support.form.message', defaultMessage: 'Your message', description: 'Label of the message field' },
  send: { id: 'support.form.send', defaultMessage: 'Send', description: 'Button that sends the contact form' },
  sending: { id: 'support.form.sending', defaultMessage: 'Sending…', description: 'Button text while the form is being sent' },
  failed: { id: 'support.form.failed', defaultMessage: 'Your message could not be sent. Please try again.', description: 'Network or server failure' },
  INVALID_EMAIL: { id: 'support.error.invalidEmail', defaultMessage: 'Please enter a valid email address.', description: 'Error on the email field' },
  MESSAGE_TOO_SHORT: { id: 'support.error.messageTooShort', defaultMessage: 'Please tell us a little more (at least 10 characters).', description: 'Error on the message field' },
  MESSAGE_TOO_LONG: { id: 'support.error.messageTooLong', defaultMessage: 'Please keep your message under 4000 characters.', description: 'Error on the message field' },
  ORDER_REQUIRED: { id: 'support.error.orderRequired', defaultMessage: 'Please enter the order number from your receipt.', description: 'Error: refund request without order number' },
  ORDER_NOT_FOUND: {
    id: 'support.error.orderNotFound', defaultMessage: 'We found no order with this number for this email address.', description: 'Error: the order number does not belong to this address',
  },
  RATE_LIMITED: {
    id: 'support.error.rateLimited', defaultMessage: 'You have sent several messages already. Please wait a while before sending another.', description: 'Error: too many messages',
  },
});

/** Typed apart: its value must be given. */
export const sentMessages = {
  sent: defineMessage<{ reference: string }>({
    id: 'support.form.sent',
    defaultMessage: 'Thank you, your message is on its way and we have emailed you a confirmation. Reference: {reference}',
    description: 'Shown after the form was sent; {reference} is like S-1A2B3C4D',
  }),
  sentPriority: defineMessage<{ reference: string }>({
    id: 'support.form.sentPriority',
    defaultMessage: 'Thank you, your message is on its way and we have emailed you a confirmation. With priority support you get an answer within one working day. Reference: {reference}',
    description: 'Shown after a member with priority support sent the form; {reference} is like S-1A2B3C4D',
  }),
};

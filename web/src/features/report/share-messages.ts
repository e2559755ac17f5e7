// Messages of the share links, shown only when the share flag is on.
import { defineMessage, defineMessages } from 'react-intl';

export const shareMessages = {
  ...defineMessages({
    title: { id: 'report.share.title', defaultMessage: 'Share your type', description: 'Heading of the share links on the report page' },
    intro: {
      id: 'report.share.intro',
      defaultMessage: 'These links share the public page of your type, never your report.',
      description: 'Reassurance above the share links: the personal report is not shared',
    },
    newTab: { id: 'report.share.newTab', defaultMessage: '(opens in a new tab)', description: 'Added to the accessible name of a share link that opens another site' },
    instagram: { id: 'report.share.instagram', defaultMessage: 'Instagram', description: 'Name of the social network Instagram' },
    twitter: { id: 'report.share.twitter', defaultMessage: 'X (Twitter)', description: 'Name of the social network X, formerly Twitter' },
    linkedin: { id: 'report.share.linkedin', defaultMessage: 'LinkedIn', description: 'Name of the social network LinkedIn' },
    medium: { id: 'report.share.medium', defaultMessage: 'Medium', description: 'Name of the blogging site Medium' },
    pinterest: { id: 'report.share.pinterest', defaultMessage: 'Pinterest', description: 'Name of the social network Pinterest' },
    facebook: { id: 'report.share.facebook', defaultMessage: 'Facebook', description: 'Name of the social network Facebook' },
  }),
  text: defineMessage<{ code: string; title: string }>({
    id: 'report.share.text', defaultMessage: 'My personality type is {code}, {title}.', description: 'Text posted with a shared link; title is the type name, e.g. The Decisive Trailblazer',
  }),
  copyFor: defineMessage<{ network: string }>({
    id: 'report.share.copyFor', defaultMessage: 'Copy the link for {network}', description: 'Button for a network without a share address: it copies the public link',
  }),
  copied: defineMessage<{ network: string }>({
    id: 'report.share.copied', defaultMessage: 'Link copied. Paste it into {network}.', description: 'Status after the public link was copied for Instagram or Medium',
  }),
  copyFailed: defineMessage<{ url: string }>({
    id: 'report.share.copyFailed', defaultMessage: 'Copy failed. Select and copy this link: {url}', description: 'Alert when the clipboard refused the link; url is the public page',
  }),
};

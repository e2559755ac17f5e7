// Messages of the personal centre's membership panel: the way into the member areas, or what membership gives.
import { defineMessage, defineMessages } from 'react-intl';

export const membershipMessages = {
  ...defineMessages({
    memberTitle: { id: 'account.membership.memberTitle', defaultMessage: 'Your membership', description: 'Heading of the membership panel for a member' },
    memberActive: { id: 'account.membership.memberActive', defaultMessage: 'Your membership is active.', description: 'Status of a membership that does not end' },
    areas: { id: 'account.membership.areas', defaultMessage: 'Member areas', description: 'Accessible name of the list of member area links' },
    memberCentre: { id: 'account.membership.memberCentre', defaultMessage: 'Member centre', description: 'Link to the member centre' },
    memberDownloads: { id: 'account.membership.downloads', defaultMessage: 'Resource downloads', description: 'Link to the member downloads' },
    memberServices: { id: 'account.membership.services', defaultMessage: 'Advanced services', description: 'Link to the advanced services' },
    memberLab: { id: 'account.membership.lab', defaultMessage: 'Psychology lab', description: 'Link to the psychology lab' },
    memberAdvanced: { id: 'account.membership.advanced', defaultMessage: 'Advanced centre', description: 'Link to the advanced centre' },
    memberTests: { id: 'account.membership.tests', defaultMessage: 'Testing hall', description: 'Link to the testing hall' },
    store: { id: 'account.membership.store', defaultMessage: 'My store', description: 'Link to the store' },
    joinTitle: { id: 'account.membership.joinTitle', defaultMessage: 'What membership gives', description: 'Heading of the membership panel for someone who is not a member' },
    joinPacks: { id: 'account.membership.joinPacks', defaultMessage: 'The 12 skill resource packs, on the web and as PDFs, tailored to your type', description: 'What membership gives: the packs' },
    joinReports: { id: 'account.membership.joinReports', defaultMessage: 'The full report of every test you take', description: 'What membership gives: every report' },
    joinAreas: { id: 'account.membership.joinAreas', defaultMessage: 'The member centre: psychology lab, advanced centre and testing hall', description: 'What membership gives: the member areas' },
    joinMonthly: {
      id: 'account.membership.joinMonthly',
      defaultMessage: 'With the monthly plan also the IQ report, the in-depth chapters on work and love, and priority support',
      description: 'What the monthly plan adds',
    },
    joinAction: { id: 'account.membership.joinAction', defaultMessage: 'See the plans', description: 'Link from the personal centre to the plans in the store' },
  }),
  memberUntil: defineMessage<{ date: string }>({
    id: 'account.membership.memberUntil', defaultMessage: 'Your membership runs until {date}.', description: 'Status of a membership with an end date',
  }),
};

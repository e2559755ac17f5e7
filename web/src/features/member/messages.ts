// Messages of the member areas' frame: the area navigation, the sign-in and membership gates, and the centre's hub.
import { defineMessage, defineMessages } from 'react-intl';

export const frameMessages = {
  ...defineMessages({
    areas: { id: 'member.nav.label', defaultMessage: 'Member areas', description: 'Accessible name of the navigation between the member areas' },
    memberCentre: { id: 'member.nav.centre', defaultMessage: 'Member centre', description: 'Member/VIP centre area: name in the navigation and heading' },
    store: { id: 'member.nav.store', defaultMessage: 'My store', description: 'My store area: name in the navigation and heading' },
    memberDownloads: { id: 'member.nav.downloads', defaultMessage: 'Resource downloads', description: 'Resource downloads area: name in the navigation and heading' },
    memberServices: { id: 'member.nav.services', defaultMessage: 'Advanced services', description: 'Advanced services area: name in the navigation and heading' },
    memberLab: { id: 'member.nav.lab', defaultMessage: 'Psychology lab', description: 'Psychology lab area: name in the navigation and heading' },
    memberAdvanced: { id: 'member.nav.advanced', defaultMessage: 'Advanced centre', description: 'Advanced centre area (the in-depth chapters): name in the navigation and heading' },
    memberTests: { id: 'member.nav.tests', defaultMessage: 'Testing hall', description: 'Testing hall area (every test the member can take): name in the navigation and heading' },
    lockedTitle: { id: 'member.locked.title', defaultMessage: 'Not included in your membership yet', description: 'Heading shown on a member area the member does not hold' },
    lockedText: {
      id: 'member.locked.text',
      defaultMessage: 'This area opens with the weekly or monthly plan, or with the add-on that includes it. My store shows what each one includes and what you already own.',
      description: 'Text shown on a member area the member does not hold',
    },
    lockedAction: { id: 'member.locked.action', defaultMessage: 'Open my store', description: 'Link from a locked member area to the store' },
    statusRenews: { id: 'member.status.forGood', defaultMessage: 'Included for good', description: 'Membership status when what the member holds does not end' },
    statusNone: { id: 'member.status.none', defaultMessage: 'You are not a member yet', description: 'Membership status of an account without a plan or VIP add-on' },
    intro: {
      id: 'member.centre.intro',
      defaultMessage: 'Everything your membership includes, in one place. Each area says whether it is open to you.',
      description: 'Introduction of the member centre',
    },
    included: { id: 'member.centre.included', defaultMessage: 'Included', description: 'Tag on a member area the member holds' },
    notIncluded: { id: 'member.centre.notIncluded', defaultMessage: 'Not included', description: 'Tag on a member area the member does not hold' },
    storeText: { id: 'member.centre.storeText', defaultMessage: 'What you own, what you can add, and your purchases with their downloads.', description: 'Summary of My store on the member centre' },
    downloadsText: { id: 'member.centre.downloadsText', defaultMessage: 'The 12 skill resource packs and the in-depth chapters: read them here or download the PDF.', description: 'Summary of the resource downloads area on the member centre' },
    servicesText: { id: 'member.centre.servicesText', defaultMessage: 'The IQ report, priority support and a report for every test you take.', description: 'Summary of the advanced services area on the member centre' },
    labText: { id: 'member.centre.labText', defaultMessage: 'Your results side by side over time, and what changed between them.', description: 'Summary of the psychology lab on the member centre' },
    advancedText: { id: 'member.centre.advancedText', defaultMessage: 'Two in-depth chapters on your type at work and in love, each with a four-week plan.', description: 'Summary of the advanced centre on the member centre' },
    testsText: { id: 'member.centre.testsText', defaultMessage: 'Every test you can take, the matrix-reasoning IQ test included.', description: 'Summary of the testing hall on the member centre' },
  }),
  statusMember: defineMessage<{ since: string }>({ id: 'member.status.member', defaultMessage: 'Member since {since}', description: 'Membership status line; {since} is a date' }),
  statusUntil: defineMessage<{ until: string }>({ id: 'member.status.until', defaultMessage: 'Included until {until}', description: 'When the current membership ends; {until} is a date' }),
  open: defineMessage<{ area: string }>({ id: 'member.centre.open', defaultMessage: 'Open {area}', description: 'Link to a member area; {area} is its name' }),
};

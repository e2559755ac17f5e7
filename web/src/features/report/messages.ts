// Messages of the paid report page: tabs, the dimension table's own wording, and the invalid or locked link states.
// The report's texts themselves come translated from the API.
import { defineMessage, defineMessages } from 'react-intl';

export const reportMessages = {
  ...defineMessages({
    pageTitle: { id: 'report.pageTitle', defaultMessage: 'Your in-depth report', description: 'Heading and tab title of the paid report page while it loads or fails to load' },
    tabsLabel: { id: 'report.tabs.label', defaultMessage: 'Report views', description: 'Accessible name of the tab list that switches between Overview and Dimensions' },
    tabOverview: { id: 'report.tabs.overview', defaultMessage: 'Overview', description: 'Tab with the whole report: type, basic information and every section' },
    tabDimensions: { id: 'report.tabs.dimensions', defaultMessage: 'Dimensions', description: 'Tab with the dimension table and a bar per dimension' },
    profileTitle: { id: 'report.profile.title', defaultMessage: 'Your type at a glance', description: 'Heading of the card with the type summary and the secondary type' },
    dimensionsTitle: { id: 'report.dimensions.title', defaultMessage: 'Your five dimensions', description: 'Heading of the Dimensions tab' },
    dimensionsIntro: {
      id: 'report.dimensions.intro',
      defaultMessage: 'Each bar runs from one pole to the other. The dot is your score and the shaded band is the 90% reference range, where your score most likely lies. When the band crosses the middle line, the letter is borderline.',
      description: 'How to read the dimension bars, above the table of the Dimensions tab',
    },
    tableCaption: { id: 'report.table.caption', defaultMessage: 'Your scores on the five dimensions', description: 'Caption of the dimension table (dimension, score, reference range, quick interpretation)' },
    dimensionsPointer: {
      id: 'report.overview.dimensionsPointer',
      defaultMessage: 'Your scores on the five dimensions, their reference ranges and any borderline letters are on the Dimensions tab.',
      description: 'In the Overview, where the dimension analysis section sits: says the scores are on the other tab (the tabs never repeat each other)',
    },
    openDimensions: {
      id: 'report.overview.openDimensions',
      defaultMessage: 'Show my five dimensions',
      description: 'Button in the Overview that opens the Dimensions tab',
    },
    notFoundTitle: { id: 'report.notFound.title', defaultMessage: 'This report link is not valid', description: 'Heading when the report token in the link is missing or unknown' },
    notFoundText: {
      id: 'report.notFound.text',
      defaultMessage: 'The link may be incomplete or out of date. Enter your email address and we will send you the links to your reports again.',
      description: 'Explanation under the invalid report link heading',
    },
    retrieve: { id: 'report.notFound.retrieve', defaultMessage: 'Send me my report links', description: 'Link to the page that emails the links of the reports of an address' },
    notPaidTitle: { id: 'report.notPaid.title', defaultMessage: 'This report is not unlocked yet', description: 'Heading when the report exists but its payment is not complete' },
    notPaidText: {
      id: 'report.notPaid.text',
      defaultMessage: 'The in-depth report opens as soon as its payment is complete. Your free result stays free in the meantime.',
      description: 'Explanation under the not-unlocked heading',
    },
    offer: { id: 'report.notPaid.offer', defaultMessage: 'See the offer', description: 'Link from a locked report to the offer page where it can be unlocked' },
    downloadTitle: { id: 'report.downloadPage.title', defaultMessage: 'Download your report', description: 'Heading and tab title of the PDF download page' },
    downloadIntro: {
      id: 'report.downloadPage.intro',
      defaultMessage: 'Save your in-depth report as a PDF to read it offline, print it or keep it with your files.',
      description: 'Text on the PDF download page',
    },
    viewOnline: { id: 'report.downloadPage.viewOnline', defaultMessage: 'Read the report online', description: 'Link from the download page to the report page' },
  }),
  tabTitle: defineMessage<{ code: string }>({
    id: 'report.tabTitle', defaultMessage: '{code}: your in-depth report', description: 'Browser tab title of the report page; code is the type, e.g. ENTJ-A',
  }),
  score: defineMessage<{ score: number; pole: string }>({
    id: 'report.table.score', defaultMessage: '{score}% {pole}', description: 'Score toward the person\'s pole, e.g. 83% Outward (E)',
  }),
  range: defineMessage<{ low: number; high: number }>({
    id: 'report.table.range', defaultMessage: '{low}–{high}%', description: 'The 90% reference range of a score, e.g. 79–87%',
  }),
  clarity: defineMessage<{ level: string }>({
    id: 'report.table.clarity', defaultMessage: 'Clarity: {level}', description: 'How clear the preference is; level is slight, moderate, clear or very clear, already translated',
  }),
};

// Messages of the shared UI: navigation, banner, footer, language switcher, cookie notice and data states.
import { defineMessage, defineMessages } from 'react-intl';

export const navMessages = defineMessages({
  label: { id: 'nav.label', defaultMessage: 'Main', description: 'Accessible name of the main navigation landmark' },
  home: { id: 'nav.home', defaultMessage: 'Home', description: 'Navigation link to the home page' },
  types: { id: 'nav.types', defaultMessage: 'Personality types', description: 'Navigation link to the list of the 16 types' },
  professional: { id: 'nav.professional', defaultMessage: 'Professional tests', description: 'Navigation link to the professional tests page' },
  retrieve: { id: 'nav.retrieve', defaultMessage: 'Retrieve report', description: 'Navigation link to get a report sent again by email' },
  login: { id: 'nav.login', defaultMessage: 'Log in / Register', description: 'Navigation link to the login and registration screen' },
  account: { id: 'nav.account', defaultMessage: 'My account', description: 'Navigation link to the personal centre, shown instead of Log in / Register once signed in' },
  store: { id: 'nav.store', defaultMessage: 'My store', description: 'Navigation link to the member store' },
  openMenu: { id: 'nav.menu.open', defaultMessage: 'Menu', description: 'Button that opens the navigation menu on small screens' },
  closeMenu: { id: 'nav.menu.close', defaultMessage: 'Close menu', description: 'Button that closes the navigation menu on small screens' },
  logoAlt: { id: 'nav.logo.alt', defaultMessage: 'Mindprint, home', description: 'Alternative text of the header logo, which links to the home page' },
  takeTest: { id: 'nav.takeTest', defaultMessage: 'Take the test', description: 'Short call-to-action button in the header' },
});

export const bannerMessages = {
  ...defineMessages({
    label: { id: 'banner.label', defaultMessage: 'Site activity', description: 'Accessible name of the activity banner' },
  }),
  count: defineMessage<{ count: number }>({
    id: 'banner.count',
    defaultMessage: '{count, plural, =0 {No tests completed in the last 30 days yet} one {# test completed in the last 30 days} other {# tests completed in the last 30 days}}',
    description: 'Banner above the navigation; count is the real number of tests completed on the site in the last 30 days',
  }),
};

export const footerMessages = {
  ...defineMessages({
    label: { id: 'footer.nav.label', defaultMessage: 'Footer', description: 'Accessible name of the footer navigation' },
    logoAlt: { id: 'footer.logo.alt', defaultMessage: 'Mindprint', description: 'Alternative text of the footer logo' },
    tagline: { id: 'footer.tagline', defaultMessage: 'Honest personality and IQ tests, with a free result for everyone.', description: 'Short sentence under the footer logo' },
    help: { id: 'footer.help', defaultMessage: 'Help centre', description: 'Footer link to the help articles' },
    support: { id: 'footer.support', defaultMessage: 'Support', description: 'Footer link to the support page' },
    privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy', description: 'Footer link to the privacy policy' },
    myData: { id: 'footer.myData', defaultMessage: 'My data', description: 'Footer link to the page where anyone can download or delete their data' },
    agreement: { id: 'footer.agreement', defaultMessage: 'User agreement', description: 'Footer link to the user agreement' },
    trademark: {
      id: 'footer.trademark',
      defaultMessage: 'MBTI and Myers-Briggs Type Indicator are trademarks of The Myers-Briggs Company. Mindprint is independent and not affiliated with it.',
      description: 'Trademark notice in the footer',
    },
    language: { id: 'footer.language', defaultMessage: 'Language', description: 'Label of the language selector' },
  }),
  copyright: defineMessage<{ year: number }>({ id: 'footer.copyright', defaultMessage: '© {year} Mindprint. All rights reserved.', description: 'Copyright line; year is the current year' }),
};

export const consentMessages = defineMessages({
  title: { id: 'consent.title', defaultMessage: 'Your privacy choices', description: 'Heading of the consent notice' },
  text: {
    id: 'consent.text',
    defaultMessage: 'We keep what the site needs to work (your language, your answers, your sign-in). With your permission we also measure visits and, when you came from an ad, tell the ad network that you arrived or bought. You can change your mind at any time under "Privacy choices" at the bottom of every page.',
    description: 'Text of the consent notice',
  },
  more: { id: 'consent.more', defaultMessage: 'Read the privacy policy', description: 'Link from the consent notice to the privacy policy' },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Accept all', description: 'Consent notice button: allow measurement and advertising' },
  rejectAll: { id: 'consent.rejectAll', defaultMessage: 'Reject all', description: 'Consent notice button: allow only what the site needs; same weight as Accept all' },
  settings: { id: 'consent.settings', defaultMessage: 'Settings', description: 'Consent notice button that shows a choice per purpose' },
  save: { id: 'consent.save', defaultMessage: 'Save my choices', description: 'Consent notice button that saves the per-purpose choice' },
  purposes: { id: 'consent.purposes', defaultMessage: 'Purposes', description: 'Legend of the per-purpose checkboxes in the consent notice' },
  necessary: { id: 'consent.necessary', defaultMessage: 'Needed for the site', description: 'Consent purpose that is always on' },
  necessaryHint: {
    id: 'consent.necessaryHint', defaultMessage: 'Language, answers, sign-in and payment security. Always on.', description: 'Explanation of the always-on purpose',
  },
  analytics: { id: 'consent.analytics', defaultMessage: 'Measurement', description: 'Consent purpose: visit statistics (Google Analytics)' },
  analyticsHint: {
    id: 'consent.analyticsHint', defaultMessage: 'Counts visits and pages so we can improve the site.', description: 'Explanation of the measurement purpose',
  },
  ads: { id: 'consent.ads', defaultMessage: 'Advertising', description: 'Consent purpose: ad pixels and ad measurement' },
  adsHint: {
    id: 'consent.adsHint',
    defaultMessage: 'Tells the ad network you came from (Google, Meta, TikTok, Snap, Microsoft, Kwai) that you arrived or bought.',
    description: 'Explanation of the advertising purpose',
  },
  footerLink: { id: 'consent.footerLink', defaultMessage: 'Privacy choices', description: 'Footer link that opens the consent settings again' },
});


export const stateMessages = defineMessages({
  loadFailed: { id: 'state.loadFailed', defaultMessage: 'Loading failed, please retry.', description: 'Shown when data could not be loaded' },
  retry: { id: 'state.retry', defaultMessage: 'Retry', description: 'Button that loads the data again' },
  loading: { id: 'state.loading', defaultMessage: 'Loading…', description: 'Shown while data is loading' },
});

export const notFoundMessages = {
  ...defineMessages({
    text: {
      id: 'notFound.text',
      defaultMessage: 'The link may be old or mistyped. Your answers and reports are safe.',
      description: 'Explanation under the 404 heading',
    },
    home: { id: 'notFound.home', defaultMessage: 'Go back home', description: 'Button on the 404 page that returns to the home page' },
    tabTitle: { id: 'notFound.tabTitle', defaultMessage: 'Page not found', description: 'Browser tab title of the 404 page' },
  }),
  title: defineMessage<{ path: string }>({ id: 'notFound.title', defaultMessage: 'Page Not Found: {path}', description: '404 page heading; path is the address that was asked for' }),
  status: defineMessage<{ status: number }>({ id: 'notFound.status', defaultMessage: 'Error {status}', description: 'Status code line on the 404 page; status is 404' }),
};

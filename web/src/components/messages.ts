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

export const cookieMessages = defineMessages({
  label: { id: 'cookie.label', defaultMessage: 'Cookie notice', description: 'Accessible name of the cookie notice' },
  text: {
    id: 'cookie.text',
    defaultMessage: 'We use cookies to remember your language and answers, and, only with your consent, to measure our ads.',
    description: 'Cookie notice text',
  },
  more: { id: 'cookie.more', defaultMessage: 'Read the privacy policy', description: 'Link from the cookie notice to the privacy policy' },
  ok: { id: 'cookie.ok', defaultMessage: 'OK', description: 'Button that closes the cookie notice for good' },
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

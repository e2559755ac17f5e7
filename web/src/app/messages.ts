// Messages of the app frame: skip link, loading and error states, the new-version notice.
import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  skipLink: { id: 'app.skipLink', defaultMessage: 'Skip to main content', description: 'Keyboard skip link, first focusable element of every page' },
  pageErrorTitle: { id: 'app.pageError.title', defaultMessage: 'Something went wrong on this page', description: 'Heading when a page crashes or fails to load its code' },
  pageErrorRetry: { id: 'app.pageError.retry', defaultMessage: 'Reload the page', description: 'Button that reloads the page after an error' },
  newVersion: { id: 'app.newVersion.text', defaultMessage: 'A new version of Mindprint is available.', description: 'Notice shown when a new deploy is live' },
  newVersionReload: { id: 'app.newVersion.reload', defaultMessage: 'Reload', description: 'Button in the new-version notice that reloads the page' },
  newVersionDismiss: { id: 'app.newVersion.dismiss', defaultMessage: 'Later', description: 'Button that hides the new-version notice' },
});

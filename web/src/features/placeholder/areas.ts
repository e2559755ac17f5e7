// Which part of the product a later screen belongs to, for the placeholder's heading.
import type { Screen } from '../../lib/paths';
import type { placeholderMessages } from './messages';

export type Area = 'questionnaire' | 'checkout' | 'report' | 'retrieve' | 'cancel' | 'account' | 'store';
// Checks at compile time that every area has a heading message.
export type AreaMessages = Pick<typeof placeholderMessages, Area>;

export function areaOf(screen: Screen): Area {
  if (screen === 'reportRetrieve') return 'retrieve';
  if (screen === 'store') return 'store';
  if (screen.startsWith('answer')) return 'questionnaire';
  if (screen.startsWith('paying') || screen === 'payinsider') return 'checkout';
  if (screen.startsWith('report')) return 'report';
  if (screen.startsWith('cancel')) return 'cancel';
  return 'account';
}

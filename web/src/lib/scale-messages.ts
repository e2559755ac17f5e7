// The two anchors of the 7-point agreement scale: one pair of messages per locale, used by the question screen, the
// landing page and every text that quotes them, so a reader meets the same words everywhere.
import { defineMessages, type IntlShape } from 'react-intl';

export const scaleAnchorMessages = defineMessages({
  notAtAll: {
    id: 'scale.anchor.notAtAll',
    defaultMessage: 'Not at all',
    description: 'Label of point 1 of the 7-point agreement scale (the statement does not describe me at all). Keep it exactly as strong as "Not at all": a stronger or weaker word changes how people use the scale. Also quoted on the landing page and in the help centre.',
  },
  veryMuch: {
    id: 'scale.anchor.veryMuch',
    defaultMessage: 'Very much',
    description: 'Label of point 7 of the 7-point agreement scale (the statement describes me very much). Keep it exactly as strong as "Very much", no stronger ("completely", "totally" are too strong). Also quoted on the landing page and in the help centre.',
  },
});

/** The anchors in the reader's language, as values for messages that quote them ({notAtAll}, {veryMuch}). */
export function scaleAnchors(intl: IntlShape): { notAtAll: string; veryMuch: string } {
  return { notAtAll: intl.formatMessage(scaleAnchorMessages.notAtAll), veryMuch: intl.formatMessage(scaleAnchorMessages.veryMuch) };
}

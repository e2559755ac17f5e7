// Meta descriptions of the prerendered pages whose own copy has no introduction that reads as one (prerender-pages.ts).
import { defineMessages } from 'react-intl';

/** Descriptions for the pages whose own copy has no introduction that reads as one. */
export const seoMessages = defineMessages({
  methodology: {
    id: 'seo.methodology.description',
    defaultMessage: 'How the Mindprint questionnaire and IQ test are built, scored and checked for reliability, with figures from real answers.',
    description: 'Meta description of the methodology page (search results; about 150 characters)',
  },
  legal: {
    id: 'seo.legal.description',
    defaultMessage: 'The Mindprint privacy policy and user agreement: what we store, why, for how long, and your rights.',
    description: 'Meta description of the legal page (search results; about 150 characters)',
  },
});

// The heading and text of each upsell step; step 1 speaks of skipping the trial only to trial buyers.
import { upsellMessages as m } from '../upsell-messages';
import { stepName } from '../logic/upsell';

export function stepText(step: number, trial: boolean) {
  switch (stepName(step)) {
    case 'skipTrial':
      return trial ? { title: m.skipTrialTitle, text: m.skipTrialText } : { title: m.plansTitle, text: m.plansText };
    case 'addPacks':
      return { title: m.packsTitle, text: m.packsText };
    case 'inDepth':
      return { title: m.inDepthTitle, text: m.inDepthText };
    case 'memberExclusive':
      return { title: m.memberTitle, text: m.memberText };
    case 'accessProduct':
      return { title: m.accessTitle, text: m.accessText };
  }
}

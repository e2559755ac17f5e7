// Names of the five indicators, their poles and the clarity levels, shared by the result and methodology pages; the
// terms match the API's item bank.
import { defineMessages } from 'react-intl';

export const indicatorNames = defineMessages({
  EI: { id: 'result.indicator.EI', defaultMessage: 'Energy source', description: 'Indicator E/I' },
  SN: { id: 'result.indicator.SN', defaultMessage: 'Information focus', description: 'Indicator S/N' },
  TF: { id: 'result.indicator.TF', defaultMessage: 'Decision basis', description: 'Indicator T/F' },
  JP: { id: 'result.indicator.JP', defaultMessage: 'Life structure', description: 'Indicator J/P' },
  AT: { id: 'result.indicator.AT', defaultMessage: 'Self-assurance', description: 'Indicator A/T' },
});

export const poleNames = defineMessages({
  E: { id: 'result.pole.E', defaultMessage: 'Outward (E)', description: 'First pole of Energy source' },
  I: { id: 'result.pole.I', defaultMessage: 'Inward (I)', description: 'Second pole of Energy source' },
  S: { id: 'result.pole.S', defaultMessage: 'Concrete (S)', description: 'First pole of Information focus' },
  N: { id: 'result.pole.N', defaultMessage: 'Conceptual (N)', description: 'Second pole of Information focus' },
  T: { id: 'result.pole.T', defaultMessage: 'Logic (T)', description: 'First pole of Decision basis' },
  F: { id: 'result.pole.F', defaultMessage: 'Values (F)', description: 'Second pole of Decision basis' },
  J: { id: 'result.pole.J', defaultMessage: 'Planned (J)', description: 'First pole of Life structure' },
  P: { id: 'result.pole.P', defaultMessage: 'Open (P)', description: 'Second pole of Life structure' },
  A: { id: 'result.pole.A', defaultMessage: 'Assertive (A)', description: 'First pole of Self-assurance' },
  turbulent: { id: 'result.pole.turbulent', defaultMessage: 'Turbulent (T)', description: 'Second pole of Self-assurance (its letter T is not Logic)' },
});

export const clarityNames = defineMessages({
  slight: { id: 'result.clarity.slight', defaultMessage: 'Slight preference', description: 'Clarity of a preference, the weakest level' },
  moderate: { id: 'result.clarity.moderate', defaultMessage: 'Moderate preference', description: 'Clarity of a preference' },
  clear: { id: 'result.clarity.clear', defaultMessage: 'Clear preference', description: 'Clarity of a preference' },
  very_clear: { id: 'result.clarity.veryClear', defaultMessage: 'Very clear preference', description: 'Clarity of a preference, the strongest level' },
});

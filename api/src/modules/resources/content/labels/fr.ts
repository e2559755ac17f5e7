// FR names of the poles and temperaments, used on tailored sections and chapter modules. Pole names follow the product's
// FR wording (landing page: Extraversion, Sensation, Pensée, Jugement...; result page: Affirmé (A), Fluctuant (T)).
import type { ResourceLabels } from '../pack.types.js';

export const frLabels: ResourceLabels = {
  poles: {
    E: { name: 'Extraversion', tailoredLabel: "Si vous penchez vers l'Extraversion" },
    I: { name: 'Introversion', tailoredLabel: "Si vous penchez vers l'Introversion" },
    S: { name: 'Sensation', tailoredLabel: 'Si vous penchez vers la Sensation' },
    N: { name: 'Intuition', tailoredLabel: "Si vous penchez vers l'Intuition" },
    T: { name: 'Pensée', tailoredLabel: 'Si vous penchez vers la Pensée' },
    F: { name: 'Sentiment', tailoredLabel: 'Si vous penchez vers le Sentiment' },
    J: { name: 'Jugement', tailoredLabel: 'Si vous penchez vers le Jugement' },
    P: { name: 'Perception', tailoredLabel: 'Si vous penchez vers la Perception' },
    A: { name: 'Identité affirmée', tailoredLabel: 'Si votre identité est affirmée' },
    Tu: { name: 'Identité fluctuante', tailoredLabel: 'Si votre identité est fluctuante' },
  },
  temperaments: {
    NT: 'Intuition et Pensée (NT)',
    NF: 'Intuition et Sentiment (NF)',
    SJ: 'Sensation et Jugement (SJ)',
    SP: 'Sensation et Perception (SP)',
  },
};

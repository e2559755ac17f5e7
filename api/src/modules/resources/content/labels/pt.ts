// PT (pt-BR) names of the poles and temperaments, used on tailored sections and chapter modules. The pole names follow
// the web locale (Extroversão, Introversão, Sensação, Intuição, Pensamento, Sentimento, Julgamento, Percepção, in the
// Brazilian spelling "Percepção"); the identity poles use the product's "Assertivo (A)" and "Turbulento (T)".
import type { ResourceLabels } from '../pack.types.js';

export const ptLabels: ResourceLabels = {
  poles: {
    E: { name: 'Extroversão', tailoredLabel: 'Se você tende à Extroversão' },
    I: { name: 'Introversão', tailoredLabel: 'Se você tende à Introversão' },
    S: { name: 'Sensação', tailoredLabel: 'Se você tende à Sensação' },
    N: { name: 'Intuição', tailoredLabel: 'Se você tende à Intuição' },
    T: { name: 'Pensamento', tailoredLabel: 'Se você tende ao Pensamento' },
    F: { name: 'Sentimento', tailoredLabel: 'Se você tende ao Sentimento' },
    J: { name: 'Julgamento', tailoredLabel: 'Se você tende ao Julgamento' },
    P: { name: 'Percepção', tailoredLabel: 'Se você tende à Percepção' },
    A: { name: 'Identidade Assertiva', tailoredLabel: 'Se sua identidade é Assertiva' },
    Tu: { name: 'Identidade Turbulenta', tailoredLabel: 'Se sua identidade é Turbulenta' },
  },
  temperaments: {
    NT: 'Intuição com Pensamento (NT)',
    NF: 'Intuição com Sentimento (NF)',
    SJ: 'Sensação com Julgamento (SJ)',
    SP: 'Sensação com Percepção (SP)',
  },
};

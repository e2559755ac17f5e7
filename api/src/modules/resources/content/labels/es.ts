// ES names of the poles and temperaments, used on tailored sections and chapter modules. Pole names follow the product's
// ES wording (landing page: Extraversión, Sensación, Pensamiento, Juicio...; result page: Asertivo (A), Turbulento (T)).
import type { ResourceLabels } from '../pack.types.js';

export const esLabels: ResourceLabels = {
  poles: {
    E: { name: 'Extraversión', tailoredLabel: 'Si te inclinas hacia la Extraversión' },
    I: { name: 'Introversión', tailoredLabel: 'Si te inclinas hacia la Introversión' },
    S: { name: 'Sensación', tailoredLabel: 'Si te inclinas hacia la Sensación' },
    N: { name: 'Intuición', tailoredLabel: 'Si te inclinas hacia la Intuición' },
    T: { name: 'Pensamiento', tailoredLabel: 'Si te inclinas hacia el Pensamiento' },
    F: { name: 'Sentimiento', tailoredLabel: 'Si te inclinas hacia el Sentimiento' },
    J: { name: 'Juicio', tailoredLabel: 'Si te inclinas hacia el Juicio' },
    P: { name: 'Percepción', tailoredLabel: 'Si te inclinas hacia la Percepción' },
    A: { name: 'Identidad asertiva', tailoredLabel: 'Si tu identidad es asertiva' },
    Tu: { name: 'Identidad turbulenta', tailoredLabel: 'Si tu identidad es turbulenta' },
  },
  temperaments: {
    NT: 'Intuición y Pensamiento (NT)',
    NF: 'Intuición y Sentimiento (NF)',
    SJ: 'Sensación y Juicio (SJ)',
    SP: 'Sensación y Percepción (SP)',
  },
};

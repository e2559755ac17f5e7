// DE names of the poles and temperaments, used on tailored sections and chapter modules. The pole names follow the web
// locale (Extraversion, Introversion, Empfinden, Intuition, Denken, Fühlen, Urteilen, Wahrnehmen); the identity poles use
// the product's "Selbstbewusst (A)" and "Unruhig (T)".
import type { ResourceLabels } from '../pack.types.js';

export const deLabels: ResourceLabels = {
  poles: {
    E: { name: 'Extraversion', tailoredLabel: 'Wenn du zur Extraversion neigst' },
    I: { name: 'Introversion', tailoredLabel: 'Wenn du zur Introversion neigst' },
    S: { name: 'Empfinden', tailoredLabel: 'Wenn du zum Empfinden neigst' },
    N: { name: 'Intuition', tailoredLabel: 'Wenn du zur Intuition neigst' },
    T: { name: 'Denken', tailoredLabel: 'Wenn du zum Denken neigst' },
    F: { name: 'Fühlen', tailoredLabel: 'Wenn du zum Fühlen neigst' },
    J: { name: 'Urteilen', tailoredLabel: 'Wenn du zum Urteilen neigst' },
    P: { name: 'Wahrnehmen', tailoredLabel: 'Wenn du zum Wahrnehmen neigst' },
    A: { name: 'Selbstbewusste Identität', tailoredLabel: 'Wenn deine Identität selbstbewusst ist' },
    Tu: { name: 'Unruhige Identität', tailoredLabel: 'Wenn deine Identität unruhig ist' },
  },
  temperaments: {
    NT: 'Intuition und Denken (NT)',
    NF: 'Intuition und Fühlen (NF)',
    SJ: 'Empfinden und Urteilen (SJ)',
    SP: 'Empfinden und Wahrnehmen (SP)',
  },
};

// HK names of the poles and temperaments, as on the result page (personality-items indicators), for tailored sections.
import type { ResourceLabels } from '../pack.types.js';

export const hkLabels: ResourceLabels = {
  poles: {
    E: { name: '向外 (E)', tailoredLabel: '如果你偏向「向外」(E)' },
    I: { name: '向內 (I)', tailoredLabel: '如果你偏向「向內」(I)' },
    S: { name: '具體 (S)', tailoredLabel: '如果你偏向「具體」(S)' },
    N: { name: '概念 (N)', tailoredLabel: '如果你偏向「概念」(N)' },
    T: { name: '邏輯 (T)', tailoredLabel: '如果你偏向「邏輯」(T)' },
    F: { name: '價值觀 (F)', tailoredLabel: '如果你偏向「價值觀」(F)' },
    J: { name: '計劃 (J)', tailoredLabel: '如果你偏向「計劃」(J)' },
    P: { name: '開放 (P)', tailoredLabel: '如果你偏向「開放」(P)' },
    A: { name: '堅定 (A)', tailoredLabel: '如果你的自信程度偏向「堅定」(A)' },
    Tu: { name: '起伏 (T)', tailoredLabel: '如果你的自信程度偏向「起伏」(T)' },
  },
  temperaments: {
    NT: '概念與邏輯 (NT)',
    NF: '概念與價值觀 (NF)',
    SJ: '具體與計劃 (SJ)',
    SP: '具體與開放 (SP)',
  },
};

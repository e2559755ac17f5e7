// CN names of the poles and temperaments, as on the result page (personality-items indicators), for tailored sections.
import type { ResourceLabels } from '../pack.types.js';

export const cnLabels: ResourceLabels = {
  poles: {
    E: { name: '向外 (E)', tailoredLabel: '如果你偏向“向外”(E)' },
    I: { name: '向内 (I)', tailoredLabel: '如果你偏向“向内”(I)' },
    S: { name: '具体 (S)', tailoredLabel: '如果你偏向“具体”(S)' },
    N: { name: '概念 (N)', tailoredLabel: '如果你偏向“概念”(N)' },
    T: { name: '逻辑 (T)', tailoredLabel: '如果你偏向“逻辑”(T)' },
    F: { name: '价值观 (F)', tailoredLabel: '如果你偏向“价值观”(F)' },
    J: { name: '计划 (J)', tailoredLabel: '如果你偏向“计划”(J)' },
    P: { name: '开放 (P)', tailoredLabel: '如果你偏向“开放”(P)' },
    A: { name: '坚定 (A)', tailoredLabel: '如果你的自信程度偏向“坚定”(A)' },
    Tu: { name: '起伏 (T)', tailoredLabel: '如果你的自信程度偏向“起伏”(T)' },
  },
  temperaments: {
    NT: '概念与逻辑 (NT)',
    NF: '概念与价值观 (NF)',
    SJ: '具体与计划 (SJ)',
    SP: '具体与开放 (SP)',
  },
};

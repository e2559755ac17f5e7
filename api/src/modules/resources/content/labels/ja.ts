// JA names of the poles and temperaments, used on tailored sections and chapter modules. The pole names are the ones the
// result page shows (seed indicators), so a reader recognises them from their own profile.
import type { ResourceLabels } from '../pack.types.js';

export const jaLabels: ResourceLabels = {
  poles: {
    E: { name: '外向き (E)', tailoredLabel: '外向き (E) に傾いている方へ' },
    I: { name: '内向き (I)', tailoredLabel: '内向き (I) に傾いている方へ' },
    S: { name: '具体的 (S)', tailoredLabel: '具体的 (S) に傾いている方へ' },
    N: { name: '概念的 (N)', tailoredLabel: '概念的 (N) に傾いている方へ' },
    T: { name: '論理 (T)', tailoredLabel: '論理 (T) に傾いている方へ' },
    F: { name: '価値観 (F)', tailoredLabel: '価値観 (F) に傾いている方へ' },
    J: { name: '計画的 (J)', tailoredLabel: '計画的 (J) に傾いている方へ' },
    P: { name: '柔軟 (P)', tailoredLabel: '柔軟 (P) に傾いている方へ' },
    A: { name: '確信型 (A)', tailoredLabel: '自信のあり方が確信型 (A) の方へ' },
    Tu: { name: '揺らぎ型 (T)', tailoredLabel: '自信のあり方が揺らぎ型 (T) の方へ' },
  },
  temperaments: {
    NT: '概念的 × 論理 (NT)',
    NF: '概念的 × 価値観 (NF)',
    SJ: '具体的 × 計画的 (SJ)',
    SP: '具体的 × 柔軟 (SP)',
  },
};

// KR names of the poles and temperaments, used on tailored sections and chapter modules. The pole names are the ones the
// result page shows (seed indicators), so a reader recognises them from their own profile.
import type { ResourceLabels } from '../pack.types.js';

export const krLabels: ResourceLabels = {
  poles: {
    E: { name: '바깥 지향 (E)', tailoredLabel: '바깥 지향 (E) 쪽으로 기울어 있다면' },
    I: { name: '안쪽 지향 (I)', tailoredLabel: '안쪽 지향 (I) 쪽으로 기울어 있다면' },
    S: { name: '구체 지향 (S)', tailoredLabel: '구체 지향 (S) 쪽으로 기울어 있다면' },
    N: { name: '개념 지향 (N)', tailoredLabel: '개념 지향 (N) 쪽으로 기울어 있다면' },
    T: { name: '논리 중심 (T)', tailoredLabel: '논리 중심 (T) 쪽으로 기울어 있다면' },
    F: { name: '가치 중심 (F)', tailoredLabel: '가치 중심 (F) 쪽으로 기울어 있다면' },
    J: { name: '계획형 (J)', tailoredLabel: '계획형 (J) 쪽으로 기울어 있다면' },
    P: { name: '개방형 (P)', tailoredLabel: '개방형 (P) 쪽으로 기울어 있다면' },
    A: { name: '확신형 (A)', tailoredLabel: '자기 확신이 확신형 (A)이라면' },
    Tu: { name: '동요형 (T)', tailoredLabel: '자기 확신이 동요형 (T)이라면' },
  },
  temperaments: {
    NT: '개념 지향 × 논리 중심 (NT)',
    NF: '개념 지향 × 가치 중심 (NF)',
    SJ: '구체 지향 × 계획형 (SJ)',
    SP: '구체 지향 × 개방형 (SP)',
  },
};

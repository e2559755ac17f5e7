// Factories of the IQ test's mock answers: a sitting with simple matrix puzzles (drawn SVG), practice feedback, and a
// finished result with its interval, percentile and tallies, shaped as the API's IQ types.
const cell = (shapes: number) => Array.from({ length: shapes }, (_unused, index) =>
  `<circle cx="${12 + index * 14}" cy="20" r="5" fill="currentColor"/>`).join('');

function matrixSvg(position: number): string {
  const cells = [1, 2, 3, 2, 3, 1, 3, 1].map((count, index) =>
    `<g transform="translate(${(index % 3) * 60} ${Math.floor(index / 3) * 44})">${cell((count + position) % 3 + 1)}</g>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 132" role="img" aria-label="Puzzle ${position}">${cells}</svg>`;
}

const optionSvgs = () => Array.from({ length: 8 }, (_unused, index) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" role="img" aria-label="Option ${index + 1}">${cell((index % 3) + 1)}</svg>`);

export const IQ_PRACTICE = 2;
export const IQ_MAX_ITEMS = 12;

export function iqSittingFactory(token: string, answered: number) {
  const finished = answered >= IQ_PRACTICE + IQ_MAX_ITEMS;
  const position = answered + 1;
  return {
    token,
    finished,
    minItems: 8,
    maxItems: IQ_MAX_ITEMS,
    practiceTotal: IQ_PRACTICE,
    scoredAnswered: Math.max(answered - IQ_PRACTICE, 0),
    timeLimitSeconds: 1200,
    remainingSeconds: Math.max(1200 - answered * 40, 0),
    stopReason: finished ? 'max_items' : null,
    question: finished ? null : {
      itemId: `mock-item-${position}`, position, phase: position <= IQ_PRACTICE ? 'PRACTICE' : 'SCORED', matrixSvg: matrixSvg(position), optionSvgs: optionSvgs(),
    },
  };
}

export function iqResultFactory(token: string, locale: string, reportReady: boolean) {
  const tally = (key: string, taken: number, correct: number) => ({ key, taken, correct, expected: taken * 0.6 });
  return {
    token, locale, reportReady, hasEmail: true, iq: 112, se: 0.29, iqSe: 4.4, interval90: { low: 105, high: 119 }, percentile: 78.8,
    precision: 'fairly-precise', verdict: 'valid', reasons: [], itemsTaken: IQ_MAX_ITEMS, itemsCorrect: 8, stopReason: 'max_items',
    calibrationId: 'a-priori-2026-11', calibrationMethod: 'a priori',
    byFamily: [tally('progression', 4, 3), tally('rotation', 4, 3), tally('combination', 4, 2)],
    byLayout: [tally('row', 6, 4), tally('grid', 6, 4)],
    speed: { totalSeconds: 514, medianSeconds: 38, rapidCount: 0, fasterHalfAccuracy: 0.67, slowerHalfAccuracy: 0.67 },
  };
}

/** The IQ score a report row carries (GraphQL IqScore), as the personal centre lists it. */
export function iqScoreFactory() {
  const { iq, interval90, percentile, precision, verdict } = iqResultFactory('', 'EN', false);
  return { iq, interval90, percentile, precision, verdict };
}

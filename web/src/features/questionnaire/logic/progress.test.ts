// Parts, progress, tips between parts and the resume position.
import {
  answeredByIndicator, firstUnanswered, partOf, progressAt, resumeIndex, viewAfter, viewAfterTip, viewBefore, type QuestionLike,
} from './progress';

/** 3 parts of 4 questions: p1-1..p1-4, p2-1.., p3-1.. */
const questions: QuestionLike[] = [1, 2, 3].flatMap((part) => [1, 2, 3, 4].map((n) => ({ key: `p${part}-${n}`, part })));
const answerFirst = (count: number) => Object.fromEntries(questions.slice(0, count).map((q) => [q.key, 4]));

describe('parts and progress', () => {
  it('reads the part, clamped to 1-3', () => {
    expect(partOf({ key: 'x', part: 2 })).toBe(2);
    expect(partOf({ key: 'x', part: 0 })).toBe(1);
    expect(partOf({ key: 'x', part: 9 })).toBe(3);
  });

  it('counts answered questions and the position inside the part', () => {
    expect(progressAt(questions, answerFirst(5), 5)).toEqual({
      number: 6, total: 12, answered: 5, part: 2, inPart: 2, partSize: 4, isFinalPart: false, percent: 42,
    });
    expect(progressAt(questions, answerFirst(12), 11)).toMatchObject({ part: 3, isFinalPart: true, percent: 100, inPart: 4 });
  });

  it('refuses an index outside the questionnaire', () => {
    expect(() => progressAt(questions, {}, 12)).toThrow(RangeError);
  });
});

describe('moving through the questions', () => {
  it('goes to the next question inside a part', () => {
    expect(viewAfter(questions, answerFirst(1), 0)).toEqual({ kind: 'question', index: 1 });
  });

  it('shows the tip after parts 1 and 2, then continues with the next part', () => {
    const tip = viewAfter(questions, answerFirst(4), 3);
    expect(tip).toEqual({ kind: 'interstitial', index: 3, part: 1 });
    expect(viewAfter(questions, answerFirst(8), 7)).toEqual({ kind: 'interstitial', index: 7, part: 2 });
    expect(viewAfterTip(tip as Extract<typeof tip, { kind: 'interstitial' }>)).toEqual({ kind: 'question', index: 4 });
  });

  it('skips the tip when the next part was already answered (editing answers)', () => {
    expect(viewAfter(questions, answerFirst(12), 3)).toEqual({ kind: 'question', index: 4 });
  });

  it("ends with 'calculating' after the last question", () => {
    expect(viewAfter(questions, answerFirst(12), 11)).toEqual({ kind: 'calculating' });
  });

  it('goes back from a question, a tip and the calculating step, never before the first question', () => {
    expect(viewBefore({ kind: 'question', index: 5 }, 11)).toEqual({ kind: 'question', index: 4 });
    expect(viewBefore({ kind: 'interstitial', index: 3, part: 1 }, 11)).toEqual({ kind: 'question', index: 3 });
    expect(viewBefore({ kind: 'calculating' }, 11)).toEqual({ kind: 'question', index: 11 });
    expect(viewBefore({ kind: 'question', index: 0 }, 11)).toBeNull();
  });
});

describe('resume position', () => {
  it('continues at the first unanswered question, even past gaps', () => {
    const answers = { ...answerFirst(6) };
    delete (answers as Record<string, number>)['p1-3'];
    expect(firstUnanswered(questions, answers)).toBe(2);
    expect(resumeIndex(questions, answers, 5)).toBe(2);
    expect(resumeIndex(questions, {}, null)).toBe(0);
  });

  it('returns to the question last seen when every question is answered, else to answer-complete', () => {
    expect(resumeIndex(questions, answerFirst(12), 7)).toBe(7);
    expect(resumeIndex(questions, answerFirst(12), null)).toBe('complete');
    expect(resumeIndex(questions, answerFirst(12), 40)).toBe('complete');
  });
});

it('counts answers per indicator', () => {
  const withIndicators = questions.map((q, i) => ({ ...q, indicator: i % 2 === 0 ? 'EI' : 'SN' }));
  expect(Object.fromEntries(answeredByIndicator(withIndicators, answerFirst(3)))).toEqual({
    EI: { answered: 2, total: 6 }, SN: { answered: 1, total: 6 },
  });
});

// Where a person is in the questionnaire: the three parts, progress, the tip between parts and where to resume.

export interface QuestionLike {
  key: string;
  /** 1 to 3; the API's `part`. */
  part: number;
}

/** Question key -> chosen point of the 7-point scale. */
export type Answers = Readonly<Record<string, number>>;

export const PART_COUNT = 3;
export const SCALE_POINTS = [1, 2, 3, 4, 5, 6, 7] as const;

export function partOf(question: QuestionLike): 1 | 2 | 3 {
  return Math.min(PART_COUNT, Math.max(1, Math.round(question.part))) as 1 | 2 | 3;
}

export function isAnswered(answers: Answers, key: string): boolean {
  return answers[key] !== undefined;
}

export function answeredCount(questions: readonly QuestionLike[], answers: Answers): number {
  return questions.filter((q) => isAnswered(answers, q.key)).length;
}

/** Index of the first question without an answer; null when every question has one. */
export function firstUnanswered(questions: readonly QuestionLike[], answers: Answers): number | null {
  const index = questions.findIndex((q) => !isAnswered(answers, q.key));
  return index < 0 ? null : index;
}

export interface Progress {
  /** 1-based number of the current question. */
  number: number;
  total: number;
  answered: number;
  part: 1 | 2 | 3;
  /** 1-based position of the question inside its part, and the part's size. */
  inPart: number;
  partSize: number;
  isFinalPart: boolean;
  /** Share of questions answered, 0-100. */
  percent: number;
}

export function progressAt(questions: readonly QuestionLike[], answers: Answers, index: number): Progress {
  const question = questions[index];
  if (!question) throw new RangeError(`No question at ${index}`);
  const part = partOf(question);
  const samePart = questions.map((q, i) => [partOf(q), i] as const).filter(([p]) => p === part).map(([, i]) => i);
  const answered = answeredCount(questions, answers);
  return {
    number: index + 1,
    total: questions.length,
    answered,
    part,
    inPart: samePart.indexOf(index) + 1,
    partSize: samePart.length,
    isFinalPart: part === PART_COUNT,
    percent: questions.length ? Math.round((answered / questions.length) * 100) : 0,
  };
}

/** What the question screen shows: a question, the tip after a finished part, or the closing 'calculating' step. */
export type View =
  | { kind: 'question'; index: number }
  | { kind: 'interstitial'; index: number; part: 1 | 2 }
  | { kind: 'calculating' };

/**
 * The view after 'Next step' on question `index`: the next question, the tip when a part has just been finished
 * for the first time (not when the person walks back through answers they already gave), or 'calculating' at the end.
 */
export function viewAfter(questions: readonly QuestionLike[], answers: Answers, index: number): View {
  const current = questions[index];
  const next = questions[index + 1];
  if (!current || !next) return { kind: 'calculating' };
  const finished = partOf(current);
  if (partOf(next) > finished && finished < PART_COUNT && !isAnswered(answers, next.key)) {
    return { kind: 'interstitial', index, part: finished as 1 | 2 };
  }
  return { kind: 'question', index: index + 1 };
}

/** 'Continue' on a tip goes on to the first question of the next part. */
export function viewAfterTip(view: Extract<View, { kind: 'interstitial' }>): View {
  return { kind: 'question', index: view.index + 1 };
}

/** 'Back': from a tip to the question before it, from a question to the one before (none before the first). */
export function viewBefore(view: View, lastIndex: number): View | null {
  switch (view.kind) {
    case 'interstitial':
      return { kind: 'question', index: view.index };
    case 'calculating':
      return { kind: 'question', index: lastIndex };
    case 'question':
      return view.index > 0 ? { kind: 'question', index: view.index - 1 } : null;
  }
}

/**
 * Where a sitting resumes: the first unanswered question; when all are answered, the question the person was last on
 * in this browser (editing answers), else 'complete' (the answer-complete screen).
 */
export function resumeIndex(questions: readonly QuestionLike[], answers: Answers, lastSeen?: number | null): number | 'complete' {
  const open = firstUnanswered(questions, answers);
  if (open !== null) return open;
  if (lastSeen != null && Number.isInteger(lastSeen) && lastSeen >= 0 && lastSeen < questions.length) return lastSeen;
  return 'complete';
}

/** How many questions of each indicator have an answer, for the closing 'calculating' step. */
export function answeredByIndicator<I extends string>(
  questions: ReadonlyArray<QuestionLike & { indicator?: I | null }>,
  answers: Answers,
): Map<I, { answered: number; total: number }> {
  const counts = new Map<I, { answered: number; total: number }>();
  for (const q of questions) {
    if (!q.indicator) continue;
    const entry = counts.get(q.indicator) ?? { answered: 0, total: 0 };
    entry.total += 1;
    if (isAnswered(answers, q.key)) entry.answered += 1;
    counts.set(q.indicator, entry);
  }
  return counts;
}

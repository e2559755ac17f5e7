// Input rules of a sitting: which answers, tracking parameters and emails are accepted.
import { AttemptErrorCode, type AttemptError } from './attempt.types.js';

/** Parameters kept from landing links (SPEC section 3), plus Bing's click id. */
export const TRACKING_PARAMS = new Set(['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid', 'msclkid']);
const MAX_TRACKING_VALUE = 200;
export const MAX_ANSWERS_PER_CALL = 200;
export const SCALE_MIN = 1;
export const SCALE_MAX = 7;

export type Result<T> = { ok: true; value: T } | { ok: false; errors: AttemptError[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T>(code: AttemptErrorCode, message: string, field?: string): Result<T> =>
  ({ ok: false, errors: [{ code, message, field }] });

export function cleanTracking(params: ReadonlyArray<{ name: string; value: string }> = []): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { name, value } of params) {
    if (TRACKING_PARAMS.has(name) && value.trim()) kept[name] = value.trim().slice(0, MAX_TRACKING_VALUE);
  }
  return kept;
}

/** Every problem with a batch of answers, not just the first, so the client can show them together. */
export function checkAnswers(
  answers: ReadonlyArray<{ questionKey: string; value: number }>,
  knownKeys: ReadonlySet<string>,
): AttemptError[] {
  if (answers.length > MAX_ANSWERS_PER_CALL) {
    return [{ code: AttemptErrorCode.TOO_MANY_ANSWERS, message: `At most ${MAX_ANSWERS_PER_CALL} answers per call.` }];
  }
  const errors: AttemptError[] = [];
  for (const { questionKey, value } of answers) {
    if (!knownKeys.has(questionKey)) {
      errors.push({ code: AttemptErrorCode.UNKNOWN_QUESTION, field: questionKey.slice(0, 40), message: 'This exam has no such question.' });
    } else if (!Number.isInteger(value) || value < SCALE_MIN || value > SCALE_MAX) {
      errors.push({ code: AttemptErrorCode.ANSWER_OUT_OF_RANGE, field: questionKey, message: `Answers go from ${SCALE_MIN} to ${SCALE_MAX}.` });
    }
  }
  return errors;
}

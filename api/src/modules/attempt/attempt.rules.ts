// Input rules of a sitting: which answers, tracking parameters and emails are accepted.
import { AttemptErrorCode, type AttemptProblem } from './attempt.codes.js';

/** Parameters kept from landing links (SPEC section 3), plus Bing's click id. */
export const TRACKING_PARAMS = new Set(['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid', 'msclkid', 'partner']);
const MAX_TRACKING_VALUE = 200;
export const MAX_ANSWERS_PER_CALL = 200;
export const SCALE_MIN = 1;
export const SCALE_MAX = 7;


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
): AttemptProblem[] {
  if (answers.length > MAX_ANSWERS_PER_CALL) {
    return [{ code: AttemptErrorCode.TOO_MANY_ANSWERS, message: `At most ${MAX_ANSWERS_PER_CALL} answers per call.` }];
  }
  const errors: AttemptProblem[] = [];
  for (const { questionKey, value } of answers) {
    if (!knownKeys.has(questionKey)) {
      errors.push({ code: AttemptErrorCode.UNKNOWN_QUESTION, field: questionKey.slice(0, 40), message: 'This exam has no such question.' });
    } else if (!Number.isInteger(value) || value < SCALE_MIN || value > SCALE_MAX) {
      errors.push({ code: AttemptErrorCode.ANSWER_OUT_OF_RANGE, field: questionKey, message: `Answers go from ${SCALE_MIN} to ${SCALE_MAX}.` });
    }
  }
  return errors;
}

// Sitting tokens in the URL and the app state, and how API payload errors steer the screens.
import { DEFAULT_STATE } from '../../../lib/app-state';
import {
  afterSubmit, chooseSitting, rememberSitting, saveOutcome, storedSitting, tokenFromSearch, trackingInput,
} from './sitting';

const TOKEN = 'WdCSFxSWHSm1Uscjkl7EhFGhogJB0mUK1cpw9spRcXY';
const exam = { code: 'BMBTI', examId: 1836 };

it('reads a well-formed token from the query only', () => {
  expect(tokenFromSearch(`?t=${TOKEN}&hl=FR`)).toBe(TOKEN);
  expect(tokenFromSearch('?t=short')).toBeNull();
  expect(tokenFromSearch('?t=<script>alert(1)</script>aaaaaaaaaaaaaaa')).toBeNull();
  expect(tokenFromSearch('')).toBeNull();
});

it('remembers the sitting and the question last shown per exam in the app state', () => {
  const update = rememberSitting(DEFAULT_STATE, exam, { token: TOKEN, page: 4 });
  expect(update.questionPage).toBe(5);
  const state = { ...DEFAULT_STATE, ...update };
  expect(storedSitting(state, exam)).toEqual({ token: TOKEN, page: 4 });
  expect(storedSitting(state, { code: 'MRIQ', examId: 2 })).toBeNull();
  expect(storedSitting({ questionInfo: { 'BMBTI-1836': { token: 'bad' } } }, exam)).toBeNull();
  expect(storedSitting({ questionInfo: { 'BMBTI-1836': { token: TOKEN, page: -1 } } }, exam)).toEqual({ token: TOKEN, page: null });
});

it("prefers the link's token, checks a remembered one, else starts a sitting", () => {
  expect(chooseSitting(TOKEN, { token: 'x'.repeat(43), page: null })).toEqual({ kind: 'use', token: TOKEN });
  expect(chooseSitting(null, { token: TOKEN, page: 2 })).toEqual({ kind: 'check', token: TOKEN });
  expect(chooseSitting(null, null)).toEqual({ kind: 'start' });
});

it('sends the kept tracking parameters as name/value pairs', () => {
  expect(trackingInput({ fbclid: 'abc', hl: 'FR', gclid: '' })).toEqual([{ name: 'fbclid', value: 'abc' }, { name: 'hl', value: 'FR' }]);
});

it('maps saveAnswers errors onto the queue outcome', () => {
  expect(saveOutcome([])).toEqual({ kind: 'saved' });
  expect(saveOutcome([{ code: 'ALREADY_SUBMITTED' }])).toEqual({ kind: 'stopped', code: 'ALREADY_SUBMITTED' });
  expect(saveOutcome([{ code: 'UNKNOWN_QUESTION', field: 'OLD-1' }, { code: 'ANSWER_OUT_OF_RANGE', field: 'EI-01' }]))
    .toEqual({ kind: 'rejected', keys: ['OLD-1', 'EI-01'] });
  expect(saveOutcome([{ code: 'TOO_MANY_ANSWERS' }])).toEqual({ kind: 'retry' });
});

it('goes on after submitting: email first unless one was left, back to the questions when incomplete', () => {
  expect(afterSubmit([], false)).toBe('email');
  expect(afterSubmit([], true)).toBe('result');
  expect(afterSubmit([{ code: 'ALREADY_SUBMITTED' }], true)).toBe('result');
  expect(afterSubmit([{ code: 'INCOMPLETE_ANSWERS', field: 'SN-04' }], false)).toBe('questions');
  expect(afterSubmit([{ code: 'ATTEMPT_NOT_FOUND' }], false)).toBe('error');
});

import { fail, ok, type Result } from './result.js';

it('carries a value or the problems, with only the details that apply', () => {
  const good: Result<number, 'X'> = ok(3);
  expect(good).toEqual({ ok: true, value: 3 });
  expect(fail('X', 'Bad.', 'email')).toEqual({ ok: false, errors: [{ code: 'X', message: 'Bad.', field: 'email' }] });
  expect(fail('LIMIT', 'Wait.', undefined, 60)).toEqual({ ok: false, errors: [{ code: 'LIMIT', message: 'Wait.', retryAfterSeconds: 60 }] });
});

// The shared email check: empty and malformed addresses are told apart; the API checks again.
import { emailProblem } from './email';

it('tells an empty address from a malformed one', () => {
  expect(emailProblem('   ')).toBe('empty');
  expect(emailProblem('someone@')).toBe('format');
  expect(emailProblem('some one@example.com')).toBe('format');
  expect(emailProblem(' someone@example.com ')).toBeNull();
});

// Email and form checks of SPEC section 5.
import { emailProblem, fullName, isValidBirthYear, isValidEmail, validateForm, type FormValues } from './validation';

describe('email', () => {
  it.each(['person@example.com', '  Person@Example.COM ', 'a.b+c@mail.example.co.uk'])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'not-an-email', 'a@b', 'a b@example.com', 'a@@example.com', '@example.com', 'a@example.', `${'a'.repeat(250)}@example.com`])(
    'refuses %p',
    (email) => expect(isValidEmail(email)).toBe(false),
  );

  it('tells an empty field from a wrong format', () => {
    expect(emailProblem('  ')).toBe('empty');
    expect(emailProblem('x@y')).toBe('format');
    expect(emailProblem('x@y.io')).toBeNull();
  });
});

describe('form page', () => {
  const valid: FormValues = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', birthYear: '1990', gender: 'female', country: 'GB' };

  it('accepts a complete form, and one with only the required fields', () => {
    expect(validateForm(valid, 2026)).toEqual({});
    expect(validateForm({ ...valid, lastName: '', birthYear: '', gender: '', country: '' }, 2026)).toEqual({});
  });

  it('asks for a name and an email, and checks the email format and the birth year', () => {
    expect(validateForm({ ...valid, firstName: ' ', email: '' }, 2026)).toEqual({ firstName: 'nameRequired', email: 'emailEmpty' });
    expect(validateForm({ ...valid, email: 'ada@', birthYear: '2031' }, 2026)).toEqual({ email: 'emailFormat', birthYear: 'birthYear' });
  });

  it('takes birth years from 1900 to this year only', () => {
    expect(isValidBirthYear('1900', 2026)).toBe(true);
    expect(isValidBirthYear('2026', 2026)).toBe(true);
    expect(isValidBirthYear('1899', 2026)).toBe(false);
    expect(isValidBirthYear('99', 2026)).toBe(false);
  });

  it('joins first and last name', () => {
    expect(fullName({ firstName: ' Ada ', lastName: '' })).toBe('Ada');
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });
});

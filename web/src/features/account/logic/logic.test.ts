// The account forms' rules: the checks before sending (SPEC section 5), the API's errors on their fields, the
// ?next= address kept on the site, and where each report row leads.
import { safeNextPath, nextFromSearch } from './next-path';
import { firstProblemField, hasProblems, minutesOf, problemsFromErrors } from './problems';
import { pdfUrlOf, reportActions, reportLabel, typeAnchor } from './report-links';
import { isValidBirthday, loginChecks, newPasswordChecks, profileChecks, signUpChecks } from './validation';

const TODAY = new Date('2026-11-22T12:00:00Z');

describe('checks before sending', () => {
  it('asks for a valid email and a password to log in', () => {
    expect(loginChecks({ email: '', password: '' })).toEqual({ email: { code: 'EMPTY_EMAIL' }, password: { code: 'PASSWORD_REQUIRED' } });
    expect(loginChecks({ email: 'not-an-address', password: 'x' }).email).toEqual({ code: 'INVALID_EMAIL' });
    expect(hasProblems(loginChecks({ email: ' ada@example.com ', password: 'x' }))).toBe(false);
  });

  it('checks the register form: name, email, password length, matching passwords, privacy agreement', () => {
    const ok = { name: 'Ada', email: 'ada@example.com', password: 'correct horse', confirmPassword: 'correct horse', agreePrivacy: true };
    expect(hasProblems(signUpChecks(ok))).toBe(false);
    expect(signUpChecks({ ...ok, name: '  ' }).name).toEqual({ code: 'NAME_REQUIRED' });
    expect(signUpChecks({ ...ok, confirmPassword: 'correct horsE' }).confirmPassword).toEqual({ code: 'PASSWORDS_DO_NOT_MATCH' });
    expect(signUpChecks({ ...ok, agreePrivacy: false }).agreePrivacy).toEqual({ code: 'PRIVACY_NOT_AGREED' });
  });

  it('counts password characters, not UTF-16 units', () => {
    expect(newPasswordChecks('1234567', '1234567').password).toEqual({ code: 'PASSWORD_TOO_SHORT' });
    expect(newPasswordChecks('😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀').password).toEqual({ code: 'PASSWORD_TOO_SHORT' });
    expect(newPasswordChecks('x'.repeat(129), 'x'.repeat(129)).password).toEqual({ code: 'PASSWORD_TOO_LONG' });
    expect(newPasswordChecks('', '')).toEqual({ password: { code: 'PASSWORD_REQUIRED' } });
  });

  it('accepts a real birthday written YYYY-MM-DD from 1900 to today, else invalid date', () => {
    expect(isValidBirthday('2020-01-01', TODAY)).toBe(true);
    for (const value of ['2020-02-30', '2020-13-01', '20-01-01', '1899-12-31', '2030-01-01', '01/02/2000', '2020-1-1']) {
      expect(isValidBirthday(value, TODAY)).toBe(false);
    }
    const values = { name: 'Ada', nickName: '', phone: '', birthday: '2020-02-30', sex: '' as const };
    expect(profileChecks(values, TODAY)).toEqual({ name: undefined, phone: undefined, birthday: { code: 'INVALID_DATE' } });
    expect(hasProblems(profileChecks({ ...values, birthday: '' }, TODAY))).toBe(false);
    expect(profileChecks({ ...values, birthday: '', phone: '+44 (0)20 7946-0958' }, TODAY).phone).toBeUndefined();
    expect(profileChecks({ ...values, birthday: '', phone: 'call me' }, TODAY).phone).toEqual({ code: 'INVALID_PHONE' });
  });
});

describe('API errors', () => {
  it('puts each error on its field, errors about no shown field on the form, the first one winning', () => {
    const problems = problemsFromErrors(
      [
        { code: 'INVALID_EMAIL', field: 'email', retryAfterSeconds: null },
        { code: 'EMPTY_EMAIL', field: 'email', retryAfterSeconds: null },
        { code: 'WRONG_CREDENTIALS', field: null, retryAfterSeconds: null },
        { code: 'PASSWORD_REQUIRED', field: 'currentPassword', retryAfterSeconds: null },
      ],
      ['email', 'password'] as const,
    );
    expect(problems).toEqual({ email: { code: 'INVALID_EMAIL' }, form: { code: 'WRONG_CREDENTIALS' } });
    expect(firstProblemField(problems, ['form', 'email', 'password'])).toBe('form');
  });

  it('says how many whole minutes to wait when rate limited', () => {
    expect(problemsFromErrors([{ code: 'RATE_LIMITED', field: 'email', retryAfterSeconds: 61 }], ['email'])).toEqual({ email: { code: 'RATE_LIMITED', minutes: 2 } });
    expect(minutesOf(0)).toBe(1);
    expect(minutesOf(null)).toBe(1);
  });
});

describe('?next=', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/user/setting/BMBTI-1836')).toBe('/user/setting/BMBTI-1836');
    expect(nextFromSearch('?next=%2Freport%2Fresult%2FBMBTI-1836%3Fr%3Dabc%23top')).toBe('/report/result/BMBTI-1836?r=abc#top');
  });

  it('refuses other sites, scheme tricks and the login screens themselves', () => {
    for (const value of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'user/info', '/\t/evil.test', '', null,
      '/user/login/BMBTI-1836', '/user/register/BMBTI-1836?x=1']) {
      expect(safeNextPath(value)).toBeNull();
    }
  });
});

describe('report rows', () => {
  const link = (screen: string, options: { query?: Record<string, string>; hash?: string }, exam: { code: string; examId: number }) =>
    `${screen}/${exam.code}-${exam.examId}?${new URLSearchParams(options.query ?? {}).toString()}${options.hash ? `#${options.hash}` : ''}`;

  it('opens a completed report and its PDF by the report token, and shares only the public type page', () => {
    const actions = reportActions({ status: 'COMPLETED', exam: 'BMBTI-1836', typeCode: 'INTJ-A', reportToken: 'rep_tok', resultToken: 'att_tok' }, link, 'FR');
    expect(actions).toEqual({
      view: 'reportResult/BMBTI-1836?r=rep_tok',
      pdfUrl: '/api/report/pdf/rep_tok?locale=FR',
      freeResult: null,
      payNow: null,
      publicType: 'types/BMBTI-1836?#intj',
    });
  });

  it('offers the free result and pay now for a report not unlocked yet', () => {
    for (const status of ['UNCOMPLETED', 'PENDING_PAYMENT'] as const) {
      const actions = reportActions({ status, exam: 'BMBTI-1836', typeCode: 'ENFP-T', reportToken: null, resultToken: 'att_tok' }, link, 'EN');
      expect(actions).toMatchObject({ view: null, pdfUrl: null, publicType: null, payNow: 'payingScheme/BMBTI-1836?t=att_tok', freeResult: 'reportResultFreeTest/BMBTI-1836?t=att_tok' });
    }
  });

  it('opens an IQ report and its free result on the IQ exam, with no type to share', () => {
    const done = reportActions({ status: 'COMPLETED', exam: 'MRIQ-2047', typeCode: null, reportToken: 'rep_iq', resultToken: 'att_iq' }, link, 'JA');
    expect(done).toEqual({ view: 'reportResult/MRIQ-2047?r=rep_iq', pdfUrl: '/api/report/pdf/rep_iq?locale=JA', freeResult: null, payNow: null, publicType: null });
    const free = reportActions({ status: 'UNCOMPLETED', exam: 'MRIQ-2047', typeCode: null, reportToken: null, resultToken: 'att_iq' }, link, 'EN');
    expect(free).toMatchObject({ freeResult: 'reportResultFreeTest/MRIQ-2047?t=att_iq', payNow: 'payingScheme/MRIQ-2047?t=att_iq', publicType: null });
  });

  it('names a row by its type, its IQ, or says an IQ result cannot be interpreted', () => {
    expect(reportLabel({ kind: 'PERSONALITY', typeCode: 'INTJ-A' })).toEqual({ kind: 'type', code: 'INTJ-A' });
    expect(reportLabel({ kind: 'PERSONALITY', typeCode: null })).toEqual({ kind: 'noType' });
    expect(reportLabel({ kind: 'IQ', iq: { iq: 112, verdict: 'valid' } })).toEqual({ kind: 'iq', iq: 112 });
    expect(reportLabel({ kind: 'IQ', iq: { iq: 96, verdict: 'caution' } })).toEqual({ kind: 'iq', iq: 96 });
    // A random clicker's number is never shown, not even in the list.
    expect(reportLabel({ kind: 'IQ', iq: { iq: 94, verdict: 'not-interpretable' } })).toEqual({ kind: 'iqNoScore' });
  });

  it('falls back to the default exam and reads the type anchor', () => {
    expect(reportActions({ status: 'UNCOMPLETED', exam: 'broken', resultToken: 't' }, link, 'EN').payNow).toBe('payingScheme/BMBTI-1836?t=t');
    expect(typeAnchor('ESTJ-T')).toBe('estj');
    expect(typeAnchor(null)).toBeNull();
    expect(pdfUrlOf('a/b', 'EN')).toBe('/api/report/pdf/a%2Fb?locale=EN');
  });
});

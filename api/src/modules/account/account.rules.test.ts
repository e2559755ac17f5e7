import { AccountErrorCode } from './account.codes.js';
import { newPasswordProblems, verifyPassword, hashPassword } from './account.password.js';
import { isValidBirthday } from './account.profile.js';
import { readSessionToken, sessionCookie } from './account.session.js';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('newPasswordProblems', () => {
  it('asks for a password of 8 to 128 characters, counted as characters, that matches its confirmation', () => {
    expect(newPasswordProblems('', '')).toEqual([{ code: AccountErrorCode.PASSWORD_REQUIRED, field: 'password' }]);
    expect(newPasswordProblems('1234567', '1234567')).toEqual([{ code: AccountErrorCode.PASSWORD_TOO_SHORT, field: 'password' }]);
    expect(newPasswordProblems('😀🎉🌿🚲🍋🎈🦊🌙', '😀🎉🌿🚲🍋🎈🦊🌙')).toEqual([]);
    expect(newPasswordProblems('😀😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀😀')[0]!.code).toBe(AccountErrorCode.PASSWORD_TOO_COMMON);
    expect(newPasswordProblems('x'.repeat(129), 'x'.repeat(129))[0]!.code).toBe(AccountErrorCode.PASSWORD_TOO_LONG);
    expect(newPasswordProblems('long enough', 'long enougH')).toEqual([{ code: AccountErrorCode.PASSWORDS_DO_NOT_MATCH, field: 'confirmPassword' }]);
    expect(newPasswordProblems('long enough', undefined)).toEqual([]);
  });
});

describe('verifyPassword', () => {
  it('accepts the hashed password only, and refuses when there is no hash or a broken one', async () => {
    const hash = await hashPassword('long enough');
    expect(await verifyPassword(hash, 'long enough')).toBe(true);
    expect(await verifyPassword(hash, 'long enougH')).toBe(false);
    expect(await verifyPassword(undefined, 'long enough')).toBe(false);
    expect(await verifyPassword('not a hash', 'long enough')).toBe(false);
  });
});

describe('isValidBirthday', () => {
  it('takes real calendar dates from 1900 to today as YYYY-MM-DD', () => {
    expect(isValidBirthday('2020-01-01', NOW)).toBe(true);
    expect(isValidBirthday('2000-02-29', NOW)).toBe(true);
    expect(isValidBirthday('2001-02-29', NOW)).toBe(false);
    expect(isValidBirthday('2020-1-01', NOW)).toBe(false);
    expect(isValidBirthday('1899-12-31', NOW)).toBe(false);
    expect(isValidBirthday('2026-11-23', NOW)).toBe(false);
  });
});

describe('session cookie', () => {
  const token = 'A'.repeat(43);

  it('reads only a well-formed session token among other cookies', () => {
    expect(readSessionToken(`theme=dark; mp_session=${token}; hl=EN`)).toBe(token);
    expect(readSessionToken('mp_session=short')).toBeUndefined();
    expect(readSessionToken(undefined)).toBeUndefined();
  });

  it('is HttpOnly and SameSite=Lax, Secure over HTTPS, and emptied with Max-Age=0 on sign-out', () => {
    expect(sessionCookie(token, true)).toBe(`mp_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure`);
    expect(sessionCookie(null, false)).toBe('mp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    // Production: the __Host- name and Secure even when a proxy did not say the request was HTTPS.
    expect(sessionCookie(token, false, true)).toBe(`__Host-mp_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure`);
    expect(readSessionToken(`mp_session=x; __Host-mp_session=${token}`, '__Host-mp_session')).toBe(token);
  });
});

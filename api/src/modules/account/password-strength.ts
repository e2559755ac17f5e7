// Whether a new password is one attackers try first (NIST SP 800-63B 3.1.1.2): a common or breached-style password,
// one character repeated, a run of a sequence, only spaces, or the service's name or the person's own address.
import { COMMON_PASSWORDS } from './password-blocklist.data.js';

const COMMON = new Set(COMMON_PASSWORDS);
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isSequence(value: string): boolean {
  return SEQUENCES.some((sequence) => {
    const backwards = [...sequence].reverse().join('');
    return [sequence, backwards].some((line) => {
      // A run that wraps round the line ("7890123") counts too.
      const doubled = line + line;
      return doubled.includes(value);
    });
  });
}

/** True when `password` must be refused; `context` are words of this person (their address) and of the service. */
export function isCommonPassword(password: string, context: readonly string[] = []): boolean {
  const value = password.normalize('NFKC').toLowerCase();
  const compact = value.replace(/\s+/g, '');
  if (compact.length === 0) return true;
  if (COMMON.has(value) || COMMON.has(compact)) return true;
  if (new Set(compact).size <= 2) return true;
  if (isSequence(compact)) return true;
  const words = ['mindprint', ...context.map((word) => word.toLowerCase()).filter((word) => word.length >= 4)];
  // The service's or the person's own name with a few characters round it.
  return words.some((word) => compact.includes(word) && (word.includes('@') || compact.length - word.length <= 4));
}

/** Words of an address a password must not be built on: the address, its local part and its domain's first label. */
export function addressWords(email: string | null | undefined): string[] {
  if (!email) return [];
  const address = email.trim().toLowerCase();
  const [local = '', domain = ''] = address.split('@');
  return [address, local, domain.split('.')[0] ?? ''].filter(Boolean);
}

// One idempotency key per checkout attempt: the same inputs (a double click, a retry after a network error) send the
// same key, so the API returns the order it already made; changed inputs get a new key, hence a new order.
const KEY_LENGTH = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** 32 characters of A-Z a-z 0-9 _ -: what createOrder accepts (16 to 64). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(KEY_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export interface KeyBook {
  /** The key of these inputs: the same every time they are the same. */
  keyFor(signature: string): string;
}

export function createKeyBook(make: () => string = () => newIdempotencyKey()): KeyBook {
  const keys = new Map<string, string>();
  return {
    keyFor(signature) {
      let key = keys.get(signature);
      if (!key) keys.set(signature, (key = make()));
      return key;
    },
  };
}

// A mutation reply without its payload is a broken answer: it counts as a failed request (retry), never as success.
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('The reply had no payload');
  return value;
}

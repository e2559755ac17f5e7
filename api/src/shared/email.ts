// Email addresses as the product stores them: trimmed, lower-cased, checked, at most 254 characters.
import { z } from 'zod';

const emailSchema = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

/** The normalised address, or null when it is not a valid email. */
export function normaliseEmail(value: string): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

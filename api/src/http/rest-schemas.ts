// zod pieces the REST routes' schemas share: path segments, money, dates as JSON carries them, and the problems a
// refusal lists. The routes' own shapes sit beside them in each module's *.rest.ts.
import { z } from 'zod';

/** A whole positive id in a path segment (anything else answers 404). */
export const idSegment = z.string().regex(/^\d{1,10}$/).describe('A whole positive id');
/** One of the nine interface languages, as the client writes it (EN, FR, pt-BR, ...). */
export const localeSegment = z.string().max(16).describe('Interface language: CN, EN, FR, ES, JA, HK, DE, PT or KR');
export const countrySegment = z.string().max(8).describe('ISO 3166 country code, e.g. US');
export const orderNumberSegment = z.string().max(64).describe('Order number (or id) as shown on the receipt');

/** The order token: as ?token=, an Order-Token header, or a body field. */
export const orderTokenQuery = z.object({ token: z.string().max(128).optional().describe('The order token (or send an Order-Token header)') });

/** Dates travel as ISO 8601 strings. */
export const isoDate = z.string().describe('ISO 8601 date and time');

export const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  fractionDigits: z.number().int(),
  decimalComma: z.boolean(),
});

/** Amounts are minor units (hundredths) everywhere. */
export const moneySchema = z.object({ amountMinor: z.number().int(), currency: currencySchema });

export const problemSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  retryAfterSeconds: z.number().int().optional(),
});

/** A refusal's `data`: every problem, the first of which set the status and `msg`. */
export const problemsData = z.looseObject({ errors: z.array(problemSchema) });

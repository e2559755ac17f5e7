// REST facade routes of a sitting's free result (SPEC section 7): read it with the sitting's token (a personality type
// or an IQ score), and the public link to share a type (the type's page, never the result itself).
import { z } from 'zod';
import { parseBody, problemReply, type RestRoute } from '../../http/rest-kit.js';
import { isoDate, localeSegment } from '../../http/rest-schemas.js';
import { AppError } from '../../shared/errors.js';
import { parseLocale, resolveLocale } from '../../shared/locale.js';
import { examSegment } from '../exam/exam.service.js';
import { listPersonalityTypes } from '../personality/personality.service.js';
import { IQ_TEST_STATUS, IqTestErrorCode } from '../iq-test/iq-test.codes.js';
import { toIqFreeResult } from '../iq-test/iq-test.mapping.js';
import { readIqResult } from '../iq-test/iq-test.service.js';
import { ATTEMPT_STATUS } from './attempt.codes.js';
import { toPersonalityResult } from '../report/view/report.mapping.js';
import { readResult } from './attempt.service.js';
import type { PersonalityScore } from '../scoring/scoring.js';

const freeBody = z.object({ token: z.string().max(128).describe('The sitting\'s token'), locale: localeSegment.nullish() });
const shareBody = z.object({ token: z.string().max(128).describe('The sitting\'s token') });

const indicatorSchema = z.object({
  indicator: z.string(),
  score: z.number(),
  letter: z.string(),
  firstPole: z.string(),
  secondPole: z.string(),
  band: z.object({ low: z.number(), high: z.number() }),
  borderline: z.boolean(),
  strength: z.number().int(),
  clarity: z.string(),
});

const typeSchema = z.object({
  code: z.string(),
  position: z.number().int(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  famousPeople: z.array(z.string()),
  population: z.object({ overall: z.number(), male: z.number(), female: z.number() }),
});

const iqFreeSchema = z.object({
  kind: z.literal('iq'),
  token: z.string(),
  submittedAt: isoDate,
  locale: z.string(),
  verdict: z.enum(['valid', 'caution', 'not-interpretable']),
  reasons: z.array(z.string()),
  iq: z.number().int().nullable().describe('100 + 15 x theta; null when not interpretable'),
  interval90: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  percentile: z.number().nullable(),
  iqSe: z.number().describe('Standard error in IQ points'),
  precision: z.string(),
  itemsTaken: z.number().int(),
  itemsCorrect: z.number().int(),
  stopReason: z.string().nullable(),
  calibrationId: z.string(),
  calibrationMethod: z.string(),
});

export const attemptRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/exam/order/info/free',
    description: 'The free result of a finished sitting: for the personality test its type in the language asked for (else the '
      + 'sitting\'s); for the IQ test (kind "iq") the IQ with its 90% interval, percentile, standard error and validity, '
      + 'with no number when the answers cannot be interpreted (rapid or chance-level guessing).',
    schemas: {
      body: freeBody,
      data: z.union([z.object({
        token: z.string(),
        typeCode: z.string(),
        fullCode: z.string(),
        identity: z.string(),
        secondaryCode: z.string().nullish(),
        submittedAt: isoDate,
        locale: z.string(),
        indicators: z.array(indicatorSchema),
        personalityType: typeSchema.nullable(),
      }), iqFreeSchema]),
    },
    handler: async ({ em, locale }, req) => {
      const body = parseBody(freeBody, req);
      const iq = await readIqResult(em, body.token);
      if (iq.ok) return toIqFreeResult(iq.value);
      if (iq.errors[0]?.code === IqTestErrorCode.NOT_FINISHED) return problemReply(iq.errors, IQ_TEST_STATUS);
      const result = await readResult(em, body.token);
      if (!result.ok) return problemReply(result.errors, ATTEMPT_STATUS);
      const { attempt, report } = result.value;
      const score = report.scores as unknown as PersonalityScore;
      const free = { token: attempt.token, submittedAt: attempt.submittedAt ?? attempt.updatedAt, ...toPersonalityResult(score, attempt.locale) };
      const resolved = resolveLocale(body.locale ?? undefined, parseLocale(free.locale) ?? locale);
      const type = (await listPersonalityTypes(em, resolved)).find((candidate) => candidate.code === free.typeCode);
      return { ...free, personalityType: type ?? null };
    },
  },
  {
    method: 'post',
    path: '/exam/order/info/share',
    description: 'The public link to share a result\'s type: the type\'s page on the site (its OpenGraph image names the type), never the result. '
      + 'An IQ result has no type: 400.',
    schemas: {
      body: shareBody,
      data: z.object({ typeCode: z.string(), path: z.string().describe('Site path; prefix it with the site\'s origin') }),
    },
    handler: async ({ em }, req) => {
      const token = parseBody(shareBody, req).token;
      if ((await readIqResult(em, token)).ok) throw new AppError('NO_TYPE_TO_SHARE', 'bad_input', 'An IQ result has no personality type to share.');
      const result = await readResult(em, token);
      if (!result.ok) return problemReply(result.errors, ATTEMPT_STATUS);
      const typeCode = (result.value.report.scores as unknown as PersonalityScore).code;
      const lower = typeCode.slice(0, 4).toLowerCase();
      // The same link as the web's share buttons (web/src/lib/paths.ts, typeSharePath).
      return { typeCode, path: `/types/${examSegment(result.value.attempt.exam)}?type=${lower}#${lower}` };
    },
  },
];

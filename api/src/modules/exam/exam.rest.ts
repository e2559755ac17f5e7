// REST facade routes of exams (their questions and languages: question.rest.ts, language.rest.ts).
import { z } from 'zod';
import { idSegment } from '../../http/rest-schemas.js';
import type { RestRoute } from '../../http/rest-kit.js';
import { idParam } from '../../http/rest-kit.js';
import { pick } from '../../shared/locale.js';
import { sittingRules } from '../iq/index.js';
import { examNotFound, listExams, requireExam } from './exam.service.js';
import { type Exam, ExamKind } from './exam.entity.js';
import type { Locale } from '../../shared/locale.js';

function examView(exam: Exam, locale: Locale) {
  return {
    id: exam.id,
    code: exam.code,
    kind: exam.kind,
    title: pick(exam.titles, locale),
    description: pick(exam.descriptions, locale),
    durationMinutes: exam.durationMinutes,
    adaptive: exam.kind === ExamKind.IQ ? sittingRules() : null,
  };
}

const examSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  durationMinutes: z.number().int(),
  adaptive: z.object({
    practiceItems: z.number().int(),
    minItems: z.number().int(),
    maxItems: z.number().int(),
    timeLimitSeconds: z.number().int(),
    options: z.number().int(),
    targetSe: z.number().describe('The test stops once the standard error reaches this (logits)'),
  }).nullable().describe('The IQ test\'s adaptive rules; null for a fixed questionnaire'),
});

export const examRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/info/:id',
    description: 'One exam, titled in the hl header\'s language; for the adaptive IQ test (2047) with its sitting rules (adaptive).',
    schemas: { params: z.object({ id: idSegment }), data: examSchema },
    handler: async ({ em, locale, params }) => examView(await requireExam(em, idParam(params.id, examNotFound())), locale),
  },
  {
    method: 'get',
    path: '/exam/category/list',
    description: 'Every exam on offer (the professional tests page), in display order.',
    schemas: { data: z.array(examSchema) },
    handler: async ({ em, locale }) => (await listExams(em)).map((exam) => examView(exam, locale)),
  },
];

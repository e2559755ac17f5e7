// REST facade route of an exam's questions in one locale (SPEC section 7).
import { z } from 'zod';
import { idSegment, localeSegment } from '../../http/rest-schemas.js';
import { idParam, type RestRoute } from '../../http/rest-kit.js';
import { requireLocale } from '../../shared/locale.js';
import { examNotFound } from '../exam/exam.service.js';
import { listQuestions } from './question.service.js';
import { fromLocalizedQuestion } from './question.types.js';

export const questionRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/question/list/:examId/:hl',
    description: 'Questions of an exam in one language, in presentation order.',
    schemas: {
      params: z.object({ examId: idSegment, hl: localeSegment }),
      data: z.array(z.object({
        id: z.number().int(),
        key: z.string(),
        part: z.number().int(),
        position: z.number().int(),
        text: z.string(),
        locale: z.string(),
        indicator: z.string().nullish(),
        keyed: z.string().nullish(),
      })),
    },
    handler: async ({ em, params }) => {
      const locale = requireLocale(params.hl ?? '');
      const questions = await listQuestions(em, idParam(params.examId, examNotFound()), locale);
      return questions.map((question) => fromLocalizedQuestion(question, locale));
    },
  },
];

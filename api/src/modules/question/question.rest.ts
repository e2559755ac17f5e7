// REST facade route of an exam's questions in one locale (SPEC section 7).
import { idParam, type RestRoute } from '../../http/rest-kit.js';
import { requireLocale } from '../../shared/locale.js';
import { examNotFound } from '../exam/exam.service.js';
import { listQuestions } from './question.service.js';
import { fromLocalizedQuestion } from './question.types.js';

export const questionRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/question/list/:examId/:hl',
    handler: async ({ em, params }) => {
      const locale = requireLocale(params.hl ?? '');
      const questions = await listQuestions(em, idParam(params.examId, examNotFound()), locale);
      return questions.map((question) => fromLocalizedQuestion(question, locale));
    },
  },
];

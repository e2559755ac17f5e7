// REST facade route of an exam's questions in one locale (SPEC section 7). The IQ test is adaptive: its scored items
// are chosen during a sitting, so its list is the practice pair (question.iq-practice.ts), never an answer key.
import { z } from 'zod';
import { idSegment, localeSegment } from '../../http/rest-schemas.js';
import { idParam, type RestRoute } from '../../http/rest-kit.js';
import { requireLocale } from '../../shared/locale.js';
import { ExamKind } from '../exam/exam.entity.js';
import { examNotFound, requireExam } from '../exam/exam.service.js';
import { iqPracticeQuestions } from './question.iq-practice.js';
import { listQuestions } from './question.service.js';
import { fromLocalizedQuestion } from './question.types.js';

const questionFields = {
  id: z.number().int(),
  key: z.string(),
  part: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  locale: z.string(),
};

const personalityQuestion = z.object({ ...questionFields, indicator: z.string().nullish(), keyed: z.string().nullish() });
const iqPracticeQuestion = z.object({
  ...questionFields,
  kind: z.literal('matrix-practice'),
  matrixSvg: z.string().describe('The 3 x 3 matrix, its last cell missing'),
  optionSvgs: z.array(z.string()).length(8).describe('Eight options in a random order; the list never says which is right'),
});

export const questionRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/exam/question/list/:examId/:hl',
    description: 'Questions of an exam in one language, in presentation order. For the adaptive IQ test (2047) the scored '
      + 'items are chosen one by one during a sitting (GraphQL iqSitting / answerIqItem), so the list is its practice pair: '
      + 'each puzzle as SVG with its eight options shuffled on every call and no correct answer; the sitting\'s rules are in '
      + '/exam/info/{id} (adaptive).',
    schemas: {
      params: z.object({ examId: idSegment, hl: localeSegment }),
      data: z.union([z.array(personalityQuestion), z.array(iqPracticeQuestion)]),
    },
    handler: async ({ em, params }) => {
      const locale = requireLocale(params.hl ?? '');
      const examId = idParam(params.examId, examNotFound());
      const questions = await listQuestions(em, examId, locale);
      // Only an exam without stored questions can be the IQ test; the hot personality path keeps its single query.
      if (questions.length === 0 && (await requireExam(em, examId)).kind === ExamKind.IQ) return iqPracticeQuestions(em, examId, locale);
      return questions.map((question) => fromLocalizedQuestion(question, locale));
    },
  },
];

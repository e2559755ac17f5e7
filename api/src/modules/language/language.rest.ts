// REST facade route of the interface languages offered for an exam (SPEC section 7).
import { idParam, type RestRoute } from '../../http/rest-kit.js';
import { examNotFound, requireExam } from '../exam/exam.service.js';
import { listLanguages } from './language.service.js';

export const languageRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/app/language/list/:examId',
    handler: async ({ em, params }) => {
      await requireExam(em, idParam(params.examId, examNotFound()));
      return (await listLanguages(em)).map(({ code, nativeName, bcp47, isDefault }) => ({ code, nativeName, bcp47, isDefault }));
    },
  },
];

// REST facade route of the interface languages offered for an exam (SPEC section 7).
import { z } from 'zod';
import { idSegment } from '../../http/rest-schemas.js';
import { idParam, type RestRoute } from '../../http/rest-kit.js';
import { examNotFound, requireExam } from '../exam/exam.service.js';
import { listLanguages } from './language.service.js';

export const languageRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/app/language/list/:examId',
    description: 'Interface languages offered for an exam.',
    schemas: {
      params: z.object({ examId: idSegment }),
      data: z.array(z.object({ code: z.string(), nativeName: z.string(), bcp47: z.string(), isDefault: z.boolean() })),
    },
    handler: async ({ em, params }) => {
      await requireExam(em, idParam(params.examId, examNotFound()));
      return (await listLanguages(em)).map(({ code, nativeName, bcp47, isDefault }) => ({ code, nativeName, bcp47, isDefault }));
    },
  },
];

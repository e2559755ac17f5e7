// REST facade routes the legacy client calls at start-up (SPEC section 7): its opening view and a new logid.
import { z } from 'zod';
import { idParam, parseBody, type RestRoute } from '../../http/rest-kit.js';
import { idSegment, localeSegment } from '../../http/rest-schemas.js';
import { examNotFound } from '../exam/exam.service.js';
import { appView, generateLogid } from './app.service.js';

const viewQuery = z.object({
  dl: z.string().max(2048).optional().describe('The page the visitor landed on; its landing variant names the theme'),
  av: z.string().max(32).optional().describe('App version'),
  hl: localeSegment.optional(),
  id: z.string().max(16).optional().describe('App id (87)'),
  eid: idSegment.describe('Exam id'),
  aeid: idSegment.optional().describe('App exam id; the exam id when omitted'),
});
const logidBody = z.object({ appExamId: z.coerce.number().int().positive() });

const language = z.object({ code: z.string(), nativeName: z.string(), bcp47: z.string(), isDefault: z.boolean() });

export const appRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/app/v2/view',
    description: 'What the client opens with: the exam, the language (hl, else the hl header), the theme of the landing link and the languages on offer.',
    schemas: {
      query: viewQuery,
      data: z.object({
        appId: z.string(),
        appVersion: z.string().nullable(),
        examId: z.number().int(),
        appExamId: z.number().int(),
        code: z.string(),
        title: z.string(),
        kind: z.string(),
        locale: z.string(),
        theme: z.string(),
        languages: z.array(language),
      }),
    },
    handler: async ({ em, locale }, req) => {
      const query = req.query as Record<string, unknown>;
      const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
      const aeid = text('aeid');
      return appView(em, {
        examId: idParam(text('eid'), examNotFound()),
        appExamId: aeid === undefined ? undefined : idParam(aeid, examNotFound()),
        landingHref: text('dl')?.slice(0, 2048),
        hl: text('hl'),
        appVersion: text('av')?.slice(0, 32),
      }, locale);
    },
  },
  {
    method: 'post',
    path: '/app/v2/generate/logid',
    description: 'A new logid for an app exam id: send it as the logid header on every later call.',
    schemas: { body: logidBody, data: z.object({ logid: z.string(), appExamId: z.number().int() }) },
    handler: async ({ em }, req) => generateLogid(em, parseBody(logidBody, req).appExamId),
  },
];

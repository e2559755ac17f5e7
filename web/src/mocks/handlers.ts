// The MSW handlers of mock mode and of the tests: one typed handler per web operation (web/src/gql/msw.ts, made by
// codegen), all answered by the mock schema, shaped by the scenario; and the REST calls the web makes (the PDF, the
// support form and its answer-time promise, the data request page).
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { mockHandlerFactories } from '../gql/msw';
import { executeMock } from './execute';
import { asLocale } from './factories/content';
import { SLOW_NETWORK_MS, type Scenario } from './scenario';
import type { MockStore } from './store';

/** One page of a real PDF (uncompressed, so it stays small and readable). */
const SAMPLE_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 58 >> stream
BT /F1 24 Tf 72 760 Td (Mindprint mock report) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

async function shaped<T>(scenario: Scenario, answer: () => Promise<T>): Promise<T | Response> {
  if (scenario === 'slow-network') await delay(SLOW_NETWORK_MS);
  if (scenario === 'server-error') {
    return HttpResponse.json({ errors: [{ message: 'Something went wrong on our side. Please retry.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, { status: 500 });
  }
  return answer();
}

export function createHandlers(store: MockStore, scenario: Scenario): RequestHandler[] {
  const graphqlHandlers = Object.values(mockHandlerFactories).map((factory) =>
    // Each factory is typed for its own operation; this one resolver serves them all through the mock schema.
    (factory as (resolver: Parameters<typeof mockHandlerFactories.AccountMe>[0]) => RequestHandler)(({ query, variables, request }) =>
      shaped(scenario, async () => HttpResponse.json(await executeMock(store, scenario, {
        query, variables, locale: asLocale(request.headers.get('hl')),
      }) as never))));
  const pdf = () => shaped(scenario, async () => new HttpResponse(SAMPLE_PDF, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="MP2611260000000001.pdf"' },
  }));
  const envelope = (data: unknown, msg = 'success') => shaped(scenario, async () => HttpResponse.json({ result: 200, data, msg }));
  const standard = { priority: false, workingDays: 2 };
  return [
    ...graphqlHandlers,
    http.get('*/api/support/promise', () => envelope(standard)),
    http.post('*/api/support/request', () => envelope({ reference: 'S-0000M0CK', promise: standard }, 'Message sent')),
    http.post('*/api/privacy/request', () => envelope({ sent: true }, 'If we hold data for this address, we have emailed it a link. It works for one hour.')),
    http.get('*/api/report/pdf/:token', pdf),
    http.post('*/api/exam/order/file/down/info', pdf),
  ];
}

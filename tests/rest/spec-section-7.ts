// Every row of SPEC section 7 ("The calls it makes"), as SPEC writes it: method, path and which root serves it.
// (pay) rows go to the pay root; /exam/order/update/email goes to both.
import type { RestRoot } from '../../api/src/http/rest-kit.js';

export interface SpecRow {
  method: 'GET' | 'POST';
  path: string;
  roots: readonly RestRoot[];
}

const api = ['api'] as const;
const pay = ['pay'] as const;

export const SPEC_SECTION_7: readonly SpecRow[] = [
  { method: 'GET', path: '/app/v2/view', roots: api },
  { method: 'GET', path: '/app/language/list/{examId}', roots: api },
  { method: 'POST', path: '/app/v2/generate/logid', roots: api },
  { method: 'GET', path: '/app/protocol/list/{examId}/{hl}', roots: api },
  { method: 'GET', path: '/app/protocol/getPrivacyAndAgreement/{examId}/{hl}', roots: api },
  { method: 'GET', path: '/app/protocol/info/{id}', roots: api },
  { method: 'GET', path: '/app/help/list/{examId}/{hl}', roots: api },
  { method: 'GET', path: '/app/help/info/{id}', roots: api },
  { method: 'GET', path: '/exam/question/list/{examId}/{hl}', roots: api },
  { method: 'POST', path: '/exam/order/info', roots: api },
  { method: 'GET', path: '/exam/sku/list/{examId}/{country}/{hl}', roots: api },
  { method: 'GET', path: '/secondPhase/plan/sku/list/{examId}/US', roots: api },
  { method: 'GET', path: '/secondPhase/sku/package/{examId}/{step}/US', roots: api },
  { method: 'POST', path: '/secondPhase/pay/skuPackage', roots: pay },
  { method: 'POST', path: '/secondPhase/pay/planSku', roots: pay },
  { method: 'GET', path: '/secondPhase/order/{orderNumber}', roots: api },
  { method: 'POST', path: '/vip/pay/create', roots: pay },
  { method: 'GET', path: '/vip/pay/status/{examOrderNumber}', roots: api },
  { method: 'GET', path: '/app/payment/list/{examId}/{country}', roots: api },
  { method: 'GET', path: '/exam/sku/info/{examId}/{skuId}/{country}/{hl}', roots: api },
  { method: 'POST', path: '/exam/order/update/email', roots: ['api', 'pay'] },
  { method: 'POST', path: '/pay/order/create', roots: pay },
  { method: 'POST', path: '/pay/check/status', roots: pay },
  { method: 'GET', path: '/exam/order/country/list', roots: api },
  { method: 'GET', path: '/exam/extra/package/list/{orderNumber}', roots: api },
  { method: 'GET', path: '/exam/order/sku/check/{orderNumber}', roots: api },
  { method: 'GET', path: '/exam/order/info/{orderNumber}', roots: api },
  { method: 'POST', path: '/exam/order/file/down/info', roots: api },
  { method: 'POST', path: '/exam/order/report/retrieve', roots: pay },
  { method: 'GET', path: '/exam/order/presenter/list/{orderNumber}', roots: api },
  { method: 'POST', path: '/exam/order/info/free', roots: api },
  { method: 'GET', path: '/exam/order/mbti/{id}', roots: api },
  { method: 'GET', path: '/exam/category/list', roots: api },
  { method: 'GET', path: '/exam/info/{id}', roots: api },
  { method: 'POST', path: '/user/register', roots: api },
  { method: 'POST', path: '/user/login', roots: api },
  { method: 'POST', path: '/user/password/update', roots: api },
  { method: 'POST', path: '/user/password/reset', roots: api },
  { method: 'GET', path: '/email/captcha/send', roots: api },
  { method: 'POST', path: '/user/verify', roots: api },
  { method: 'GET', path: '/user/get', roots: api },
  { method: 'POST', path: '/user/update', roots: api },
  { method: 'GET', path: '/user/order/list/{id}', roots: api },
  { method: 'POST', path: '/exam/order/info/share', roots: api },
  { method: 'GET', path: '/privilege/vip/detail', roots: api },
  { method: 'POST', path: '/user/subscribe/create', roots: api },
  { method: 'GET', path: '/user/privilege', roots: api },
  { method: 'POST', path: '/unsubscribe/check/email', roots: pay },
  { method: 'POST', path: '/unsubscribe/cancel', roots: pay },
];

/** Whether a route's express path (`:name` segments) serves a SPEC path (`{name}` segments, or a literal like US). */
export function servesSpecPath(routePath: string, specPath: string): boolean {
  const route = routePath.split('/');
  const spec = specPath.split('/');
  return route.length === spec.length
    && route.every((segment, index) => segment.startsWith(':') ? true : segment === spec[index]);
}

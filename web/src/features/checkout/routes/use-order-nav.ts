// Links between the screens about one order (payment, status check, success, failure), keeping the tracking
// parameters and, for an upsell paid on its own, the way back into the package flow.
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { DEFAULT_EXAM, EXAM_PARAM, parseExamSegment, type ExamRef } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import { flowFromSearch, orderFromSearch, orderQuery, type FlowReturn, type OrderRef } from '../logic/order-link';
import { LAST_STEP } from '../logic/upsell';

export interface OrderNav {
  exam: ExamRef;
  order: OrderRef | null;
  flow: FlowReturn | null;
  payment(extra?: Record<string, string>): string;
  check(): string;
  failed(extra?: Record<string, string>): string;
  /** Once paid: the next upsell step for a follow-up order, else the success screen. */
  afterPaid(): string;
  /** A package step of a first order. */
  packageStep(parent: OrderRef, step: number): string;
}

export function useOrderNav(): OrderNav {
  const params = useParams();
  const { search } = useLocation();
  const links = useLinks();
  return useMemo(() => {
    const exam = parseExamSegment(params[EXAM_PARAM]) ?? DEFAULT_EXAM;
    const order = orderFromSearch(search);
    const flow = flowFromSearch(search);
    const about = (screen: 'payingPayment' | 'payingCheck' | 'payingFailed' | 'payingSuccess', extra: Record<string, string> = {}) =>
      order ? links.screen(screen, { query: orderQuery(order, flow, extra) }, exam) : links.home();
    const packageStep = (parent: OrderRef, step: number) =>
      step > LAST_STEP
        ? links.screen('payingSuccess', { query: orderQuery(parent, null, { extras: 'done' }) }, exam)
        : links.screen('payingPackage', { query: { ...orderQuery(parent), step: String(step) } }, exam);
    return {
      exam,
      order,
      flow,
      payment: (extra) => about('payingPayment', extra),
      check: () => about('payingCheck'),
      failed: (extra) => about('payingFailed', extra),
      afterPaid: () => (flow ? packageStep(flow.parent, flow.step + 1) : about('payingSuccess')),
      packageStep,
    };
  }, [params, search, links]);
}

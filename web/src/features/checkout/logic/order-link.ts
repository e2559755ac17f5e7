// The order an address names (?o=<order number>&k=<order token>) and, for an upsell bought from the package flow,
// the first order and step to return to (?po=&pk=&ps=). Anything malformed is treated as missing.
export interface OrderRef {
  ref: string;
  token: string;
}

/** Where a follow-up order goes back to once it is paid. */
export interface FlowReturn {
  parent: OrderRef;
  step: number;
}

const REF = /^(MP\d{16}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function pair(params: URLSearchParams, refName: string, tokenName: string): OrderRef | null {
  const ref = params.get(refName)?.trim() ?? '';
  const token = params.get(tokenName)?.trim() ?? '';
  return REF.test(ref) && TOKEN.test(token) ? { ref, token } : null;
}

export function orderFromSearch(search: string): OrderRef | null {
  return pair(new URLSearchParams(search), 'o', 'k');
}

export function flowFromSearch(search: string): FlowReturn | null {
  const params = new URLSearchParams(search);
  const parent = pair(params, 'po', 'pk');
  const step = Number(params.get('ps'));
  return parent && Number.isInteger(step) && step >= 1 && step <= 5 ? { parent, step } : null;
}

/** The query of a checkout screen about an order, keeping the flow to return to. */
export function orderQuery(order: OrderRef, flow?: FlowReturn | null, extra: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = { o: order.ref, k: order.token, ...extra };
  if (flow) Object.assign(query, { po: flow.parent.ref, pk: flow.parent.token, ps: String(flow.step) });
  return query;
}

/** An attempt token from ?t= (the sitting the offer is for). */
export function attemptTokenFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('t')?.trim() ?? '';
  return TOKEN.test(raw) ? raw : null;
}

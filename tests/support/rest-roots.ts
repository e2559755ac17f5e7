// Which root serves a REST facade path (SPEC section 7): the pay root for calls marked (pay), else the API root.
// Test helpers take the path as SPEC writes it and ask here where to send it.
import { restRoutes } from '../../api/src/http/rest.js';
import { REST_ROOT_PATHS, rootsOf } from '../../api/src/http/rest-kit.js';

const payOnly = new Set(restRoutes
  .filter((route) => !rootsOf(route).includes('api'))
  .map((route) => `${route.method.toUpperCase()} ${route.path}`));

/** The URL path of a facade call: `/pay/...` for a pay-root route, `/api/...` otherwise. */
export function restUrlPath(method: string, path: string): string {
  const bare = path.split('?')[0]!;
  const root = payOnly.has(`${method.toUpperCase()} ${bare}`) ? REST_ROOT_PATHS.pay : REST_ROOT_PATHS.api;
  return `${root}${path}`;
}

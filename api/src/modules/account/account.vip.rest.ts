// REST facade route of the member/VIP centre (SPEC section 7: /privilege/vip/detail): the signed-in member's
// membership and everything they hold now, from the entitlements.
import { z } from 'zod';
import type { RestRoute } from '../../http/rest-kit.js';
import { isoDate } from '../../http/rest-schemas.js';
import { Feature } from '../entitlement/entitlement.entity.js';
import { heldEntitlements, membershipOf } from '../entitlement/entitlement.service.js';
import { requireViewer } from './account.session.js';

export const accountVipRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/privilege/vip/detail',
    description: 'The signed-in member\'s membership (VIP since and until) and every feature they hold now (401 when not signed in).',
    schemas: {
      data: z.object({
        vip: z.boolean(),
        vipSince: isoDate.nullable(),
        vipUntil: isoDate.nullable(),
        features: z.array(z.object({ feature: z.enum(Feature), scope: z.enum(['sitting', 'all']), startsAt: isoDate, endsAt: isoDate.nullable(), active: z.boolean() })),
      }),
    },
    handler: async ({ em, auth }) => {
      const user = await requireViewer(auth);
      const holder = { userId: user.id, email: user.email };
      const now = new Date();
      const membership = await membershipOf(em, holder, now);
      return { vip: membership.member, vipSince: membership.since, vipUntil: membership.until, features: await heldEntitlements(em, holder, now) };
    },
  },
];

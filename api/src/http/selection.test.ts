import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { selects } from './selection.js';

const schema = buildSchema(`
  type Payment { id: ID }
  type Order { status: String, payment: Payment }
  type Query { order: Order }
`);

/** What `selects(info, 'payment')` says inside the order resolver for a query. */
function asksForPayment(query: string): boolean {
  let seen: boolean | undefined;
  execute({
    schema,
    document: parse(query),
    rootValue: {
      order: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        seen = selects(info, 'payment');
        return { status: 'PAID' };
      },
    },
  });
  return seen!;
}

describe('selects', () => {
  it('says no only when the field is certainly not asked for', () => {
    expect(asksForPayment('{ order { status } }')).toBe(false);
    expect(asksForPayment('{ order { status payment { id } } }')).toBe(true);
    expect(asksForPayment('{ order { ...O } } fragment O on Order { status }')).toBe(true);
    expect(asksForPayment('{ order { ... on Order { status } } }')).toBe(true);
    expect(asksForPayment('{ order { status } order { payment { id } } }')).toBe(true);
  });
});

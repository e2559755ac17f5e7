// What a GraphQL query asks of the object a resolver returns, for resolvers that can skip a read nobody asked for.
import { Kind, type GraphQLResolveInfo } from 'graphql';

/**
 * Whether the query selects `field` on the resolver's result. A selection with fragments or several places asking
 * for the resolver's field answers true: skipping is only for what is certainly not asked.
 */
export function selects(info: GraphQLResolveInfo, field: string): boolean {
  if (info.fieldNodes.length !== 1) return true;
  const selections = info.fieldNodes[0]!.selectionSet?.selections ?? [];
  return selections.some((selection) => selection.kind !== Kind.FIELD || selection.name.value === field);
}

// The Apollo Client every screen uses; it sends the client headers of SPEC section 7 with each call.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient(headers: () => Record<string, string> = () => ({})): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers() } }),
    }),
    cache: new InMemoryCache(),
  });
}

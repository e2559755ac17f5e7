// The lazy frame of the later screens (questionnaire, checkout, report, account): Apollo Client lives only in this chunk,
// so the landing and content pages never download it.
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../lib/apollo';
import { useApiHeaders } from '../lib/use-graphql';

let client: ApolloClient | null = null;

export function ApolloBoundary() {
  const headers = useApiHeaders();
  // One client for the whole visit, so its cache survives moving between the later screens.
  client ??= createApolloClient(headers);
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}

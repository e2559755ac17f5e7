// The application frame: providers and routes.
import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { LandingRoute } from '../features/landing/routes/LandingRoute';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<LandingRoute />} />
        </Routes>
      </BrowserRouter>
    </ApolloProvider>
  );
}

// graphql-codegen: schema/schema.graphql plus the web's graphql() operations -> typed documents in web/src/gql, and
// typed MSW handlers of every operation (web/src/gql/msw.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTimeISO: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
      },
    },
    // Typed MSW handlers of every operation, for the mock mode and component tests (web/src/mocks).
    'web/src/gql/msw.ts': {
      plugins: ['./web/build/codegen-msw-plugin.cjs'],
    },
  },
};

export default config;

// graphql-codegen: schema/schema.graphql plus the web's graphql() operations -> typed documents in web/src/gql.
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
  },
};

export default config;

// graphql-codegen plugin: typed MSW handler factories for every operation of the web app (as
// @graphql-codegen/typescript-msw writes them, over the client preset's types), the list of operations, and the
// schema's SDL for the mock schema. Generated into web/src/gql/msw.ts like the rest of web/src/gql (not committed).
const { printSchema, Kind } = require('graphql');

const capitalize = (name) => name[0].toUpperCase() + name.slice(1);

module.exports = {
  plugin(schema, documents) {
    const operations = [];
    for (const file of documents) {
      for (const definition of file.document?.definitions ?? []) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
        if (definition.operation === 'subscription') continue;
        operations.push({ name: definition.name.value, kind: definition.operation });
      }
    }
    operations.sort((a, b) => a.name.localeCompare(b.name));
    const lines = [
      "import { graphql, type GraphQLResponseResolver, type RequestHandlerOptions } from 'msw';",
      "import type * as Types from './graphql';",
      '',
      '/** Every operation the web app sends, with its kind. */',
      `export const webOperations = ${JSON.stringify(Object.fromEntries(operations.map((op) => [op.name, op.kind])), null, 2)} as const;`,
      '',
      'export type WebOperationName = keyof typeof webOperations;',
      '',
      '/** schema/schema.graphql, for the mock schema. */',
      `export const schemaSdl = ${JSON.stringify(printSchema(schema))};`,
    ];
    for (const op of operations) {
      const type = `${op.name}${capitalize(op.kind)}`;
      lines.push(
        '',
        `export const mock${type} = (resolver: GraphQLResponseResolver<Types.${type}, Types.${type}Variables>, options?: RequestHandlerOptions) =>`,
        `  graphql.${op.kind}<Types.${type}, Types.${type}Variables>('${op.name}', resolver, options);`,
      );
    }
    lines.push(
      '',
      '/** The typed handler factory of every operation, by name. */',
      'export const mockHandlerFactories = {',
      ...operations.map((op) => `  ${op.name}: mock${op.name}${capitalize(op.kind)},`),
      '};',
    );
    return `${lines.join('\n')}\n`;
  },
};

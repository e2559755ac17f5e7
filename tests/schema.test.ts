// schema/schema.graphql is the committed API contract: it must be exactly what the resolvers emit.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/config.js';
import { printApiSchema } from '../api/src/http/graphql.js';

it('schema/schema.graphql matches the resolvers (run `npm run schema:emit` after changing the API)', async () => {
  const committed = await readFile(path.join(ROOT_DIR, 'schema', 'schema.graphql'), 'utf8');
  expect(committed).toBe(await printApiSchema());
});

it('exposes the queries of the first slice', async () => {
  const schema = await printApiSchema();
  for (const field of ['exam(', 'exams:', 'questions(', 'languages(', 'protocols(', 'protocol(', 'privacyAndAgreement(',
    'helpArticles(', 'helpArticle(', 'countries:', 'paymentMethods(', 'skus(', 'plans(']) {
    expect(schema).toContain(`  ${field}`);
  }
});

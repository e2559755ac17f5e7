// API shortcuts for browser tests: a GraphQL call that throws on errors, and a personality sitting taken to its free
// result (varied answers, so the type is not always the same), optionally with its email left.
import type { TestServer } from '../../support/test-server.js';

export async function gql<T>(server: TestServer, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await server.graphql<T>(query, variables);
  if (reply.errors?.length) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

export async function freeResultSitting(server: TestServer, email?: string): Promise<string> {
  const started = await gql<{ startTest: { attempt: { token: string } } }>(server,
    'mutation ($input: StartTestInput!) { startTest(input: $input) { attempt { token } } }',
    { input: { examId: 1836, code: 'BMBTI', locale: 'EN', country: 'US' } });
  const token = started.startTest.attempt.token;
  const { questions } = await gql<{ questions: Array<{ key: string }> }>(server, '{ questions(examId: 1836, locale: "EN") { key } }');
  await gql(server, 'mutation ($token: String!, $answers: [AnswerInput!]!) { saveAnswers(token: $token, answers: $answers) { errors { code } } }',
    { token, answers: questions.map((question, index) => ({ questionKey: question.key, value: (index % 7) + 1 })) });
  await gql(server, 'mutation ($token: String!) { submitTest(token: $token) { errors { code } } }', { token });
  if (email) {
    await gql(server, 'mutation ($token: String!, $email: String!) { captureEmail(token: $token, email: $email) { errors { code } } }', { token, email });
  }
  return token;
}

// The health endpoint tells the truth when the database goes away.
import { startTestServer } from './support/test-server.js';

it('answers 503 with database down once the database is gone', async () => {
  const server = await startTestServer();
  try {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    await server.testDb.close();
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'down' });
  } finally {
    await server.close().catch(() => undefined);
  }
});

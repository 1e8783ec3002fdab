import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { TestServer } from '../support/app.js';
import { register } from '../support/skat.js';
import request from 'supertest';

describe('smoke', () => {
  let db: TestDatabase;
  let s: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase();
    s = await TestServer.start(db);
  });
  afterAll(async () => {
    await s?.close();
    await db?.drop();
  });

  it('boots, reports health, registers', async () => {
    const h = await request(s.httpUrl).get('/health');
    expect(h.status).toBe(200);
    const p = await register(s, 'Alice');
    const me = await s.ok<{ me: { id: string } }>('{ me { id name kind } }', {}, p.token);
    expect(me.me.id).toBe(p.playerId);
  });
});

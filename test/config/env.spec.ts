// Configuration is validated at start: defaults for a bare environment, clear refusals otherwise.
import { validateEnv } from '../../src/config/env.js';

describe('validateEnv', () => {
  it('needs nothing: port 3000, embedded database under ./data', () => {
    const env = validateEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe('./data');
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('reads strings from the environment', () => {
    const env = validateEnv({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db', REDIS_URL: 'redis://h:6379', LOG_LEVEL: 'debug' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %j', (raw, msg) => {
    expect(() => validateEnv(raw)).toThrow(msg);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has the defaults of DESIGN §3', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ httpPort: 8080, teltonikaPort: 5027, osmandPort: 5055, demo: true, demoHistoryDays: 30 });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns the demo off with PostgreSQL unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', NAMIAR_DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ NAMIAR_DEMO: 'off' }).demo).toBe(false);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() =>
      loadConfig({ NAMIAR_HTTP_PORT: '70000', DATABASE_URL: 'mysql://x', NAMIAR_SECRET_KEY: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ NAMIAR_HTTP_PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('NAMIAR_HTTP_PORT');
      expect((e as Error).message).toContain('DATABASE_URL: must start with postgres://');
    }
  });

  it('accepts 0 to turn a device listener off', () => {
    expect(loadConfig({ NAMIAR_TELTONIKA_PORT: '0', NAMIAR_OSMAND_PORT: '0' })).toMatchObject({
      teltonikaPort: 0,
      osmandPort: 0,
    });
  });
});

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

  it('refuses a demo password shorter than 10 characters or a common one (issue 28 §2)', () => {
    for (const password of ['demo1234', 'Password123', '1234567890']) {
      expect(() => loadConfig({ NAMIAR_DEMO_PASSWORD: password }), password).toThrow(
        /NAMIAR_DEMO_PASSWORD: must have at least 10/,
      );
    }
    expect(loadConfig({ NAMIAR_DEMO_PASSWORD: 'demo1234-flota' }).demoPassword).toBe('demo1234-flota');
  });

  it("reads the export bounds, with defaults that take the spec's largest exports (issue 28 §3)", () => {
    expect(loadConfig({}).exports).toEqual({
      budgets: {
        sheet: { rows: 100_000, cells: 3_000_000, chars: 40_000_000 },
        pdf: { rows: 10_000, cells: 300_000, chars: 4_000_000 },
      },
      renders: 2,
      queue: 4,
      queueWaitMs: 30_000,
    });
    const c = loadConfig({ NAMIAR_EXPORT_PDF_MAX_ROWS: '2000', NAMIAR_EXPORT_RENDERS: '1', NAMIAR_EXPORT_QUEUE: '0' });
    expect(c.exports).toMatchObject({ budgets: { pdf: { rows: 2000 } }, renders: 1, queue: 0 });
    // No more rows than a request may carry (its schema's 100,000), and at least one render.
    expect(() => loadConfig({ NAMIAR_EXPORT_MAX_ROWS: '100001' })).toThrow(/NAMIAR_EXPORT_MAX_ROWS/);
    expect(() => loadConfig({ NAMIAR_EXPORT_RENDERS: '0' })).toThrow(/NAMIAR_EXPORT_RENDERS/);
  });

  it('accepts 0 to turn a device listener off', () => {
    expect(loadConfig({ NAMIAR_TELTONIKA_PORT: '0', NAMIAR_OSMAND_PORT: '0' })).toMatchObject({
      teltonikaPort: 0,
      osmandPort: 0,
    });
  });
});

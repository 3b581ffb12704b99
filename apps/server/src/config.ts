import path from 'node:path';
import { z } from 'zod';
import {
  EXPORT_BUDGET_DEFAULTS,
  EXPORT_LIMITS,
  PASSWORD_MIN_LENGTH,
  RECORD_FUTURE_MINUTES,
  passwordProblem,
  type ExportBudgets,
} from '@namiar/domain';

/**
 * Every setting comes from the environment, is validated at start and has a default
 * (README lists them). A bad value stops the server with a message naming the variable.
 */
const port = (def: number) =>
  z.coerce.number().int().min(0, 'must be 0–65535').max(65535, 'must be 0–65535').default(def);
/** An export budget: a whole count of at least 1 (and at most `max`). */
const budget = (def: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(1).max(max).default(def);
const onOff = (def: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], { error: "must be 'on' or 'off'" })
    .optional()
    .transform((v) => (v === undefined ? def : ['on', 'true', '1', 'yes'].includes(v)));

/** An XYZ tile URL template for OpenLayers: http(s), with {z}, {x} and {y} (or {-y}). */
const tileUrl = z
  .string()
  .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// tile URL')
  .refine((u) => u.includes('{z}') && u.includes('{x}') && (u.includes('{y}') || u.includes('{-y}')), {
    message: 'must contain {z}, {x} and {y} (an XYZ tile URL template)',
  });

const schema = z.object({
  NAMIAR_HTTP_PORT: port(8080),
  NAMIAR_HTTP_HOST: z.string().default('0.0.0.0'),
  NAMIAR_TELTONIKA_PORT: port(5027),
  NAMIAR_OSMAND_PORT: port(5055),
  // Device connections (issue 28 §1, gateway/connection-guard.ts).
  NAMIAR_DEVICE_HELLO_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  NAMIAR_DEVICE_IDLE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  NAMIAR_DEVICE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(4000),
  NAMIAR_DEVICE_MAX_PENDING_PER_ADDRESS: z.coerce.number().int().min(1).default(64),
  // 0: the process's file limit less a reserve for HTTP and the database.
  NAMIAR_DEVICE_MAX_CONNECTIONS: z.coerce.number().int().min(0).default(0),
  // A record more than this ahead of the server's clock is quarantined (issue 28 §1).
  NAMIAR_RECORD_FUTURE_MINUTES: z.coerce.number().int().min(1).max(5_256_000).default(RECORD_FUTURE_MINUTES),
  // Exports (issue 28 §3, docs/exports.md 'Bounds'): each export's budget, checked before it is
  // rendered (no more rows than a request may carry anyway), and the renders of the process.
  NAMIAR_EXPORT_MAX_ROWS: budget(EXPORT_BUDGET_DEFAULTS.sheet.rows, EXPORT_LIMITS.eventRows),
  NAMIAR_EXPORT_MAX_CELLS: budget(EXPORT_BUDGET_DEFAULTS.sheet.cells),
  NAMIAR_EXPORT_MAX_CHARS: budget(EXPORT_BUDGET_DEFAULTS.sheet.chars),
  NAMIAR_EXPORT_PDF_MAX_ROWS: budget(EXPORT_BUDGET_DEFAULTS.pdf.rows, EXPORT_LIMITS.eventRows),
  NAMIAR_EXPORT_PDF_MAX_CELLS: budget(EXPORT_BUDGET_DEFAULTS.pdf.cells),
  NAMIAR_EXPORT_PDF_MAX_CHARS: budget(EXPORT_BUDGET_DEFAULTS.pdf.chars),
  NAMIAR_EXPORT_RENDERS: z.coerce.number().int().min(1).max(64).default(2),
  NAMIAR_EXPORT_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  NAMIAR_EXPORT_QUEUE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  NAMIAR_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (unset it to use the embedded SQLite)')
    .optional(),
  NAMIAR_DEMO: z.enum(['on', 'off']).optional(),
  // 'off': the demo fleet's history only, no live vehicles (the e2e server connects standing devices instead).
  NAMIAR_DEMO_LIVE: z.enum(['on', 'off']).default('on'),
  NAMIAR_DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(366).default(30),
  // 'on': HTTP listens only once the demo history is written (the e2e server: specs start on whole data).
  NAMIAR_LISTEN_AFTER_DEMO: z.enum(['on', 'off']).default('off'),
  NAMIAR_DEMO_PASSWORD: z
    .string()
    .refine((p) => passwordProblem(p) === null, {
      error: `must have at least ${PASSWORD_MIN_LENGTH} characters and not be a common password`,
    })
    .optional(),
  NAMIAR_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  // The key in a file of its own (a mounted secret), outside the data directory (issue 28 §2).
  NAMIAR_SECRET_KEY_FILE: z.string().optional(),
  NAMIAR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(720),
  NAMIAR_LOGIN_TOKEN_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  NAMIAR_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  NAMIAR_LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(60),
  NAMIAR_LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  NAMIAR_COOKIE_SECURE: onOff(false),
  NAMIAR_TRUST_PROXY: onOff(false),
  NAMIAR_ALLOWED_ORIGINS: z.string().default(''),
  NAMIAR_GEOCODER_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL of a Nominatim /reverse endpoint')
    .optional(),
  NAMIAR_GEOCODER_USER_AGENT: z.string().max(200).optional(),
  NAMIAR_GEOCODER_INTERVAL_MS: z.coerce.number().int().min(200, 'must be at least 200 (spec 1 §9)').default(200),
  NAMIAR_GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  NAMIAR_MAX_EVENT_TIME_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  NAMIAR_WEB_DIST: z.string().optional(),
  NAMIAR_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  NAMIAR_SMTP_FROM: z.string().default('Namiar <namiar@localhost>'),
  NAMIAR_SMPP_URL: z
    .string()
    .regex(/^ssmpp:\/\/|^smpp:\/\//, 'must be an smpp:// or ssmpp:// URL')
    .optional(),
  NAMIAR_SMPP_SYSTEM_ID: z.string().max(16).default(''),
  NAMIAR_SMPP_PASSWORD: z.string().max(9).default(''),
  NAMIAR_SMPP_SOURCE: z.string().max(21).default(''),
  NAMIAR_TILES_OWN_URL: tileUrl.optional(),
  NAMIAR_TILES_OSM_URL: tileUrl.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  NAMIAR_TILES_TRAIN_URL: tileUrl.default('https://{a-c}.tiles.openrailwaymap.org/standard/{z}/{x}/{y}.png'),
  NAMIAR_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  httpPort: number;
  httpHost: string;
  teltonikaPort: number;
  osmandPort: number;
  /** Device connection deadlines and caps; maxConnections null: from the file limit. */
  deviceLimits: {
    helloMs: number;
    idleMs: number;
    perAddress: number;
    pendingPerAddress: number;
    maxConnections: number | null;
  };
  /** How far ahead of the server's clock a record's time may be (NAMIAR_RECORD_FUTURE_MINUTES). */
  recordFutureMs: number;
  /**
   * Exports: the budget of a spreadsheet or CSV and of a PDF (NAMIAR_EXPORT_*), renders at once
   * in the process, exports waiting for one beyond them, and how long one waits.
   */
  exports: { budgets: ExportBudgets; renders: number; queue: number; queueWaitMs: number };
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  /** The demo fleet drives live over the Teltonika listener (NAMIAR_DEMO_LIVE, default on). */
  demoLive: boolean;
  demoHistoryDays: number;
  /** HTTP listens only after the demo history is written (NAMIAR_LISTEN_AFTER_DEMO; else at once). */
  listenAfterDemo: boolean;
  demoPassword: string | undefined;
  secretKeyHex: string | undefined;
  /** A file holding the key (64 hex characters); unset: NAMIAR_SECRET_KEY, else keys/secret.key in the data dir. */
  secretKeyFile: string | undefined;
  sessionIdleMs: number;
  loginTokenMs: number;
  loginMaxFailures: number;
  loginLockMs: number;
  loginRatePerMinute: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  allowedOrigins: string[];
  /** Nominatim-compatible reverse endpoint; unset = offline gazetteer only. */
  geocoderUrl: string | undefined;
  geocoderUserAgent: string;
  /** Least time between two upstream requests of the whole process. */
  geocoderIntervalMs: number;
  geocoderTimeoutMs: number;
  maxEventTimeSeconds: number;
  webDist: string;
  /** SMTP server for alarm e-mails; unset = no e-mails. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** SMS centre (SMPP) for SMS to devices; unset = SMS sending is not configured. */
  smpp?: { url: string; systemId: string; password: string; source: string } | null;
  logLevel: string;
  appVersion: string;
  /** Map tile sources of the monitor's layer menu ({product}, osm, train); own null = not offered. */
  tiles: { own: string | null; osm: string; train: string };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, appVersion = '0.0.0'): Config {
  // An empty variable means "not set" (e.g. DATABASE_URL= in a shell or a compose file).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.NAMIAR_DATA_DIR);
  return {
    httpPort: e.NAMIAR_HTTP_PORT,
    httpHost: e.NAMIAR_HTTP_HOST,
    teltonikaPort: e.NAMIAR_TELTONIKA_PORT,
    osmandPort: e.NAMIAR_OSMAND_PORT,
    deviceLimits: {
      helloMs: e.NAMIAR_DEVICE_HELLO_SECONDS * 1000,
      idleMs: e.NAMIAR_DEVICE_IDLE_SECONDS * 1000,
      perAddress: e.NAMIAR_DEVICE_MAX_PER_ADDRESS,
      pendingPerAddress: e.NAMIAR_DEVICE_MAX_PENDING_PER_ADDRESS,
      maxConnections: e.NAMIAR_DEVICE_MAX_CONNECTIONS || null,
    },
    recordFutureMs: e.NAMIAR_RECORD_FUTURE_MINUTES * 60_000,
    exports: {
      budgets: {
        sheet: { rows: e.NAMIAR_EXPORT_MAX_ROWS, cells: e.NAMIAR_EXPORT_MAX_CELLS, chars: e.NAMIAR_EXPORT_MAX_CHARS },
        pdf: {
          rows: e.NAMIAR_EXPORT_PDF_MAX_ROWS,
          cells: e.NAMIAR_EXPORT_PDF_MAX_CELLS,
          chars: e.NAMIAR_EXPORT_PDF_MAX_CHARS,
        },
      },
      renders: e.NAMIAR_EXPORT_RENDERS,
      queue: e.NAMIAR_EXPORT_QUEUE,
      queueWaitMs: e.NAMIAR_EXPORT_QUEUE_SECONDS * 1000,
    },
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demo: e.NAMIAR_DEMO ? e.NAMIAR_DEMO === 'on' : !e.DATABASE_URL,
    demoLive: e.NAMIAR_DEMO_LIVE === 'on',
    demoHistoryDays: e.NAMIAR_DEMO_HISTORY_DAYS,
    listenAfterDemo: e.NAMIAR_LISTEN_AFTER_DEMO === 'on',
    demoPassword: e.NAMIAR_DEMO_PASSWORD,
    secretKeyHex: e.NAMIAR_SECRET_KEY,
    secretKeyFile: e.NAMIAR_SECRET_KEY_FILE ? path.resolve(e.NAMIAR_SECRET_KEY_FILE) : undefined,
    sessionIdleMs: e.NAMIAR_SESSION_IDLE_MINUTES * 60_000,
    loginTokenMs: e.NAMIAR_LOGIN_TOKEN_SECONDS * 1000,
    loginMaxFailures: e.NAMIAR_LOGIN_MAX_FAILURES,
    loginLockMs: e.NAMIAR_LOGIN_LOCK_SECONDS * 1000,
    loginRatePerMinute: e.NAMIAR_LOGIN_RATE_PER_MINUTE,
    cookieSecure: e.NAMIAR_COOKIE_SECURE,
    trustProxy: e.NAMIAR_TRUST_PROXY,
    allowedOrigins: e.NAMIAR_ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    geocoderUrl: e.NAMIAR_GEOCODER_URL,
    geocoderUserAgent: e.NAMIAR_GEOCODER_USER_AGENT ?? `Namiar/${appVersion}`,
    geocoderIntervalMs: e.NAMIAR_GEOCODER_INTERVAL_MS,
    geocoderTimeoutMs: e.NAMIAR_GEOCODER_TIMEOUT_MS,
    maxEventTimeSeconds: e.NAMIAR_MAX_EVENT_TIME_SECONDS,
    smtpUrl: e.NAMIAR_SMTP_URL,
    smtpFrom: e.NAMIAR_SMTP_FROM,
    smpp: e.NAMIAR_SMPP_URL
      ? {
          url: e.NAMIAR_SMPP_URL,
          systemId: e.NAMIAR_SMPP_SYSTEM_ID,
          password: e.NAMIAR_SMPP_PASSWORD,
          source: e.NAMIAR_SMPP_SOURCE,
        }
      : null,
    webDist: path.resolve(e.NAMIAR_WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.NAMIAR_LOG_LEVEL,
    appVersion,
    tiles: { own: e.NAMIAR_TILES_OWN_URL ?? null, osm: e.NAMIAR_TILES_OSM_URL, train: e.NAMIAR_TILES_TRAIN_URL },
  };
}

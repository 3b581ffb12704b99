import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { Database, DialectName } from '../db/database';
import type { DeviceLinks } from '../gateway/device-links';
import type { SmsCentre } from '../sms/sms-centre';
import type { SecretBox } from '../security/secretbox';

/** What every module gets: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dialect: DialectName;
  /** Set on the embedded database: see positions.repository.ts. */
  sqlite?: Database['sqlite'];
  box: SecretBox;
  now: () => number;
  /** The engine runner of this process once the system started it (system.ts); unset in tests and the CLI. */
  engine?: {
    rerun(vehicleId: number, customerId: number, from: number): Promise<void>;
    /** A record the engine configuration is built from changed (own points, bases): read it again. */
    configChanged?(customerId: number): void;
  };
  /** The device connections of this process (set by startGateway): commands go out at once. */
  devices?: DeviceLinks;
  /** The SMS centre link when SMPP is configured (NAMIAR_SMPP_URL); unset: SMS sending is off. */
  sms?: SmsCentre;
}

/** The signed-in user of a request, resolved from the session cookie. */
export interface SessionUser {
  sessionId: string;
  customerId: number;
  clogin: string;
  customerName: string;
  timeZone: string;
  userId: number;
  login: string;
  fullName: string;
  permissions: ReadonlySet<number>;
  /** Vehicle ids the user may see, or null when he sees every vehicle of the company. */
  vehicleIds: readonly number[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

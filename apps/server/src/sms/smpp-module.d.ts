/**
 * The part of the untyped `smpp` package (0.5, farhadi/node-smpp) the server uses: a session
 * (client or server side), its PDUs and the server.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type net from 'node:net';

  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    system_id?: string;
    password?: string;
    source_addr?: string;
    destination_addr?: string;
    esm_class?: number;
    message_id?: string;
    receipted_message_id?: string;
    message_state?: number;
    short_message?: { message?: string | Buffer; udh?: Buffer[] } | string | Buffer;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): Pdu;
  }

  export interface Session extends EventEmitter {
    send(pdu: Pdu, responseCallback?: (pdu: Pdu) => void): boolean;
    bind_transceiver(options: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    submit_sm(options: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    deliver_sm(options: Record<string, unknown>, callback?: (pdu: Pdu) => void): void;
    enquire_link(options?: Record<string, unknown>, callback?: (pdu: Pdu) => void): void;
    unbind(options?: Record<string, unknown>, callback?: (pdu: Pdu) => void): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
  }

  export interface Server extends net.Server {
    sessions: Session[];
  }

  export function connect(options: { url: string; auto_enquire_link_period?: number }, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;

  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RINVDSTADR: number;
  export const ESM_CLASS: { MC_DELIVERY_RECEIPT: number };

  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RINVDSTADR: number;
    ESM_CLASS: { MC_DELIVERY_RECEIPT: number };
  };
  export default smpp;
}

/**
 * A Teltonika device over TCP, as the gateway sees a real FMB tracker: connect, IMEI frame,
 * wait for 0x01 (0x00: drop the link, retry later), then Codec 8 Extended frames of up to
 * `maxBatch` buffered records, one at a time, each waiting for the 4-byte ACK with its record
 * count. Records leave the buffer only when acknowledged; on a timeout, a wrong count or a
 * lost connection the device reconnects with back-off and sends the same records again
 * (what the server's ack-after-commit and de-duplication are tested with). Codec 12 commands
 * get a Codec 12 response.
 */
import { EventEmitter } from 'node:events';
import net from 'node:net';
import type { Position } from '@namiar/domain/telemetry';
import {
  decodeCodec12Frame,
  encodeAvlFrame,
  encodeCodec12Response,
  encodeImeiFrame,
  type TeltonikaRecord,
} from '@namiar/protocols';
import { answerParamCommand, defaultDeviceParams } from './device-params';
import { positionToRecord } from './teltonika-io';

export interface DeviceOptions {
  host: string;
  port: number;
  imei: string;
  /** Records per AVL frame (default 32; Codec 8E, at most 255). */
  maxBatch?: number;
  /** Server response timeout: no ACK within it means the frame failed (default 30 s). */
  ackTimeoutMs?: number;
  /** First reconnect delay, doubled on every failure up to `maxBackoffMs` (defaults 1 s, 60 s). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Delay before trying again after the server refused the IMEI (default 60 s, then doubled). */
  rejectBackoffMs?: number;
  /** Close the link after this long with nothing to send (0: keep it open; default 0). */
  openLinkTimeoutMs?: number;
  /**
   * Open the link again after a loss even with nothing to send (default false: a device with an
   * empty memory waits for its next record). A standing device that only answers commands needs
   * it: the gateway closes a link idle for its idle timeout, and nothing else would reopen it.
   */
  stayConnected?: boolean;
  /** Records the device keeps at most; the oldest are dropped beyond (default 200 000). */
  maxBuffer?: number;
  /** Hold the data while the newest record says there is no GSM coverage (0–1 bars). */
  holdWithoutSignal?: boolean;
  /** Load sensors the tonnage is spread over (see positionToRecord). */
  axles?: number;
  /** Answer to a Codec 12 command; default: getinfo/getver/getstatus/getgps/setdigout texts. */
  onCommand?: (command: string) => string;
  log?: (msg: string) => void;
}

export interface DeviceCounters {
  /** Records written to the server, resends included. */
  sent: number;
  /** Records acknowledged (and so dropped from the buffer). */
  acked: number;
  /** Records written again after a failed attempt. */
  resent: number;
  /** Connections opened after the first one. */
  reconnects: number;
  /** IMEI refusals (0x00). */
  rejects: number;
  /** Frames that got no ACK in time or a wrong count. */
  timeouts: number;
  /** Codec 12 commands answered. */
  commands: number;
  frames: number;
}

type State = 'idle' | 'connecting' | 'handshake' | 'ready' | 'stopped';

interface Buffered {
  pos: Position;
  /** Written at least once already (a resend if written again). */
  tried: boolean;
}

export const zeroCounters = (): DeviceCounters => ({
  sent: 0,
  acked: 0,
  resent: 0,
  reconnects: 0,
  rejects: 0,
  timeouts: 0,
  commands: 0,
  frames: 0,
});

export class TeltonikaDevice extends EventEmitter {
  readonly imei: string;
  readonly counters: DeviceCounters = zeroCounters();
  private readonly opts: Required<Omit<DeviceOptions, 'onCommand' | 'log' | 'axles'>> &
    Pick<DeviceOptions, 'onCommand' | 'log' | 'axles'>;
  private buffer: Buffered[] = [];
  private state: State = 'idle';
  private socket: net.Socket | null = null;
  private inbox: Buffer = Buffer.alloc(0);
  private inflight = 0;
  private ackTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private rejectsInRow = 0;
  private connections = 0;
  private outputs = 0;
  /** Configuration parameters the device answers getparam / setparam with. */
  readonly params = defaultDeviceParams();

  constructor(opts: DeviceOptions) {
    super();
    this.imei = opts.imei;
    this.opts = {
      maxBatch: 32,
      ackTimeoutMs: 30_000,
      minBackoffMs: 1000,
      maxBackoffMs: 60_000,
      rejectBackoffMs: 60_000,
      openLinkTimeoutMs: 0,
      maxBuffer: 200_000,
      holdWithoutSignal: false,
      stayConnected: false,
      ...opts,
    };
    if (this.opts.maxBatch < 1 || this.opts.maxBatch > 255) throw new RangeError('maxBatch must be 1..255');
  }

  /** Records waiting for an ACK (in flight included). */
  get buffered(): number {
    return this.buffer.length;
  }

  get connected(): boolean {
    return this.state === 'ready';
  }

  /** Adds records (in time order) to the device memory and sends them when it can. */
  push(positions: readonly Position[]): void {
    if (this.state === 'stopped' || positions.length === 0) return;
    for (const pos of positions) this.buffer.push({ pos, tried: false });
    const over = this.buffer.length - this.opts.maxBuffer;
    if (over > 0 && this.inflight === 0) this.buffer.splice(0, over);
    this.kick();
  }

  /** Starts the link even with nothing to send (it is started by `push` otherwise). */
  start(): void {
    if (this.state === 'idle' && !this.retryTimer) this.connect();
  }

  /** Closes the link and forgets pending timers; the buffer is kept (`buffered`). */
  async stop(): Promise<void> {
    this.state = 'stopped';
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    if (s && !s.destroyed) {
      await new Promise<void>((resolve) => {
        s.once('close', () => resolve());
        s.destroy();
      });
    }
  }

  private log(msg: string): void {
    this.opts.log?.(`[${this.imei}] ${msg}`);
  }

  private clearTimers(): void {
    for (const t of [this.ackTimer, this.retryTimer, this.idleTimer]) if (t) clearTimeout(t);
    this.ackTimer = this.retryTimer = this.idleTimer = null;
  }

  private kick(): void {
    if (this.state === 'idle' && !this.retryTimer) this.connect();
    else if (this.state === 'ready') this.sendNext();
  }

  private connect(): void {
    this.state = 'connecting';
    if (this.connections++ > 0) this.counters.reconnects++;
    this.inbox = Buffer.alloc(0);
    const socket = net.connect({ host: this.opts.host, port: this.opts.port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      this.state = 'handshake';
      socket.write(encodeImeiFrame(this.imei));
      this.emit('connect');
    });
    socket.on('data', (chunk) => {
      if (this.socket === socket) this.onData(chunk);
    });
    socket.on('error', (err) => {
      // Once per outage, not at every retry.
      if (this.failures === 0) this.log(`socket error: ${err.message}`);
    });
    socket.on('close', () => {
      if (this.socket === socket) this.lost('connection closed');
    });
  }

  /** The link is gone: unacknowledged records stay at the head of the buffer for a resend. */
  private lost(why: string, delayMs?: number): void {
    if (this.state === 'stopped') return;
    const s = this.socket;
    this.socket = null;
    if (s && !s.destroyed) s.destroy();
    this.clearTimers();
    if (this.inflight > 0) this.log(`${why}; ${this.inflight} record(s) not acknowledged, will resend`);
    this.inflight = 0;
    this.state = 'idle';
    this.failures++;
    const backoff =
      delayMs ?? Math.min(this.opts.maxBackoffMs, this.opts.minBackoffMs * 2 ** Math.min(16, this.failures - 1));
    this.emit('disconnect', why);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.state === 'idle' && (this.buffer.length > 0 || this.opts.stayConnected)) this.connect();
    }, backoff);
  }

  private onData(chunk: Buffer): void {
    this.inbox = this.inbox.length === 0 ? chunk : Buffer.concat([this.inbox, chunk]);
    while (this.inbox.length > 0 && this.socket) {
      if (this.state === 'handshake') {
        const reply = this.inbox[0];
        this.inbox = this.inbox.subarray(1);
        if (reply === 0x01) {
          this.state = 'ready';
          this.failures = 0;
          this.rejectsInRow = 0;
          this.emit('accepted');
          this.sendNext();
        } else {
          this.counters.rejects++;
          this.rejectsInRow++;
          this.emit('rejected');
          this.lost('IMEI refused', this.opts.rejectBackoffMs * 2 ** Math.min(6, this.rejectsInRow - 1));
        }
        continue;
      }
      // A Codec 12 command: preamble 00000000, length, codec 0x0C.
      if (this.inbox.length >= 9 && this.inbox.readUInt32BE(0) === 0 && this.inbox[8] === 0x0c) {
        const total = this.inbox.readUInt32BE(4) + 12;
        if (this.inbox.length < total) return;
        const frame = this.inbox.subarray(0, total);
        this.inbox = this.inbox.subarray(total);
        this.onCommand(frame);
        continue;
      }
      if (this.inbox.length < 4) return;
      if (this.inbox.readUInt32BE(0) === 0 && this.inflight === 0 && this.inbox.length < 9) return; // wait: may be a command
      const count = this.inbox.readUInt32BE(0);
      this.inbox = this.inbox.subarray(4);
      this.onAck(count);
    }
  }

  private onAck(count: number): void {
    if (this.inflight === 0) {
      this.log(`unexpected ACK ${count}`);
      return;
    }
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = null;
    const n = this.inflight;
    this.inflight = 0;
    if (count !== n) {
      // The server did not take the whole frame: keep everything and try again.
      this.counters.timeouts++;
      this.log(`ACK ${count} for ${n} record(s); resending`);
      this.lost('wrong ACK count');
      return;
    }
    this.buffer.splice(0, n);
    this.counters.acked += n;
    this.emit('ack', n);
    this.sendNext();
  }

  private onCommand(frame: Buffer): void {
    const msg = decodeCodec12Frame(frame);
    if ('error' in msg) {
      this.log(`bad command frame: ${msg.error.message}`);
      return;
    }
    if (msg.type !== 'command') return;
    const text = this.opts.onCommand ? this.opts.onCommand(msg.text) : this.answer(msg.text);
    this.counters.commands++;
    this.socket?.write(encodeCodec12Response(text));
    this.emit('command', msg.text, text);
  }

  /** Default answers, in the style of FMB firmware. */
  private answer(command: string): string {
    const cmd = command.trim();
    const now = new Date();
    const stamp = `${now.getUTCFullYear()}/${now.getUTCMonth() + 1}/${now.getUTCDate()} ${now.getUTCHours()}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
    const last = this.buffer[this.buffer.length - 1]?.pos;
    if (cmd === 'getinfo') {
      return `INI:${stamp} RTC:${stamp} RST:0 ERR:0 SR:0 BR:0 CF:0 FG:0 FL:0 TU:0/0 UT:0 SMS:0 NOGPS:0:0 GPS:1 SAT:${last?.satellites ?? 0} RS:3 RF:0 SF:0 MD:0`;
    }
    if (cmd === 'getver') return `Ver:03.29.00_04 GPS:AXN_5.10_3333 Hw:FMB920 Mod:12 IMEI:${this.imei} Init:${stamp}`;
    if (cmd === 'getstatus') {
      return `Data Link: ${this.state === 'ready' ? 1 : 0} GPRS: 1 Phone: 0 SIM: 0 OP: 26001 Signal: ${Math.round(((last?.gsm ?? 25) * 5) / 31)} NewSMS: 0 Roaming: 0 SMSFull: 0 LAC: 1 Cell ID: 1 NetType: 1 FwUpd:-`;
    }
    if (cmd === 'getgps') {
      return last
        ? `GPS:${last.valid ? 1 : 0} Sat:${last.satellites} Lat:${last.lat} Long:${last.lon} Alt:${last.altitude} Speed:${last.speed} Dir:${last.course}`
        : 'GPS:0 Sat:0 Lat:0 Long:0 Alt:0 Speed:0 Dir:0';
    }
    const param = answerParamCommand(this.params, cmd);
    if (param !== null) return param;
    const dout = /^setdigout\s+([01?]{1,4})/.exec(cmd);
    if (dout) {
      [...dout[1]].forEach((c, i) => {
        if (c === '1') this.outputs |= 1 << i;
        else if (c === '0') this.outputs &= ~(1 << i);
      });
      return `DOUT1:${this.outputs & 1} Timeout:INFINITY DOUT2:${(this.outputs >> 1) & 1} Timeout:INFINITY`;
    }
    return `Unknown command: ${cmd}`;
  }

  private sendNext(): void {
    if (this.state !== 'ready' || this.inflight > 0 || !this.socket) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.buffer.length === 0) {
      this.emit('idle');
      const t = this.opts.openLinkTimeoutMs;
      if (t > 0) {
        this.idleTimer = setTimeout(() => {
          this.idleTimer = null;
          if (this.state === 'ready' && this.inflight === 0 && this.buffer.length === 0) this.close();
        }, t);
      }
      return;
    }
    if (this.opts.holdWithoutSignal) {
      const newest = this.buffer[this.buffer.length - 1].pos;
      if (newest.gsm !== null && newest.gsm <= 6) return; // no coverage: keep the data for later
    }
    const batch = this.buffer.slice(0, this.opts.maxBatch);
    const records: TeltonikaRecord[] = batch.map((b) => {
      const rec = positionToRecord(b.pos, this.opts.axles);
      if (this.outputs !== 0)
        for (let i = 0; i < 3; i++) if ((this.outputs >> i) & 1) rec.io.set([179, 180, 380][i], 1);
      return rec;
    });
    let resends = 0;
    for (const b of batch) {
      if (b.tried) resends++;
      b.tried = true;
    }
    this.inflight = batch.length;
    this.counters.sent += batch.length;
    this.counters.resent += resends;
    this.counters.frames++;
    this.socket.write(encodeAvlFrame(0x8e, records));
    this.emit('frame', batch.length, resends > 0);
    this.ackTimer = setTimeout(() => {
      this.ackTimer = null;
      this.counters.timeouts++;
      this.lost('no ACK in time');
    }, this.opts.ackTimeoutMs);
  }

  /** Closes an idle link (open link timeout); the next push reconnects. */
  private close(): void {
    const s = this.socket;
    this.socket = null;
    this.state = 'idle';
    s?.end();
    this.emit('disconnect', 'open link timeout');
  }
}

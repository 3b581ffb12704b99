// Standing devices for the e2e server (scripts/e2e-server.mjs): the project's Teltonika device
// emulator, connected to the server's listener with the IMEIs of the first demo vehicles, sending
// no records (nothing moves under the specs) and answering Codec 12 commands (getgps, getparam,
// setdigout...) as the live demo fleet's devices do. Usage: e2e-devices.ts <port> [count]; runs
// until SIGTERM / SIGINT.
import { DEMO_FLEET } from '../apps/server/src/sim';
import { TeltonikaDevice } from '../apps/server/src/sim/device';

const port = Number(process.argv[2]);
const count = Number(process.argv[3] ?? 3);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: e2e-devices.ts <port> [count]');

const devices = DEMO_FLEET.slice(0, count).map(
  (spec) =>
    new TeltonikaDevice({
      host: '127.0.0.1',
      port,
      imei: spec.imei,
      minBackoffMs: 500,
      maxBackoffMs: 5000,
      rejectBackoffMs: 2000,
      // The gateway closes a link idle for 10 minutes; a half of the e2e suite runs longer.
      stayConnected: true,
      log: (msg) => console.log(`e2e device ${msg}`),
    }),
);
for (const d of devices) d.start();
console.log(`e2e devices: ${devices.length} standing demo devices to 127.0.0.1:${port}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(devices.map((d) => d.stop()));
  process.exit(0);
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void stop());

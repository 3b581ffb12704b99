// Sends one Teltonika Codec 8 Extended record over TCP, as a real device would, and prints
// what the server answered:  npx tsx scripts/send-teltonika.ts <imei> [host] [port]
// The IMEI must belong to a registered vehicle (npm run cli -- add-vehicle ...).
import net from 'node:net';
import { encodeAvlFrame, encodeImeiFrame } from '@namiar/protocols';

const [imei, host = '127.0.0.1', port = '5027'] = process.argv.slice(2);
if (!imei) {
  console.error('Usage: npx tsx scripts/send-teltonika.ts <imei> [host] [port]');
  process.exit(2);
}

const record = {
  time: Date.now(),
  priority: 0,
  lon: 17.0385,
  lat: 51.1079,
  altitude: 120,
  angle: 90,
  satellites: 11,
  speed: 42,
  eventIoId: 0,
  // ignition on, movement on, GSM 4 bars, external supply 13.8 V, odometer 12,345 m
  io: new Map<number, number>([
    [239, 1],
    [240, 1],
    [21, 4],
    [66, 13800],
    [16, 12345],
  ]),
};

const socket = net.connect({ host, port: Number(port) }, () => socket.write(encodeImeiFrame(imei)));
let stage: 'imei' | 'ack' = 'imei';
let buffer = Buffer.alloc(0);
socket.on('data', (d) => {
  buffer = Buffer.concat([buffer, d]);
  if (stage === 'imei' && buffer.length >= 1) {
    if (buffer[0] !== 1) {
      console.error(`Refused: the server does not know IMEI ${imei}.`);
      process.exit(1);
    }
    console.log(`IMEI ${imei} accepted; sending one record.`);
    buffer = buffer.subarray(1);
    stage = 'ack';
    socket.write(encodeAvlFrame(0x8e, [record]));
  }
  if (stage === 'ack' && buffer.length >= 4) {
    console.log(`Acknowledged ${buffer.readUInt32BE(0)} record(s): stored.`);
    socket.end();
  }
});
socket.on('error', (e) => {
  console.error(`Connection failed: ${e.message}`);
  process.exit(1);
});

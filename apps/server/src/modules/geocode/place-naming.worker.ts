import { parentPort } from 'node:worker_threads';
import { gazetteer } from './gazetteer';
import { offlineRow } from './place-offline';
import type { NamingReply, NamingRequest } from './place-naming';

/**
 * The monitor's naming thread (place-naming.ts): names rounded points with the offline
 * gazetteer, so the kd-tree searches of a moving fleet (about 0.4 ms and a lot of short-lived
 * garbage a point) leave the main event loop and its heap. It has no database: the main thread
 * looks the points up in the geocode cache first and stores what this thread names.
 */
const port = parentPort!;
port.on('message', (m: NamingRequest) => {
  try {
    const rows = [];
    for (let i = 0; i + 1 < m.keys.length; i += 2) rows.push(offlineRow(m.keys[i], m.keys[i + 1], m.now));
    port.postMessage({ id: m.id, rows } satisfies NamingReply);
  } catch (e) {
    port.postMessage({ id: m.id, error: (e as Error).stack ?? String(e) } satisfies NamingReply);
  }
});
// Built before the thread says it is ready: the first call does not pay for it.
gazetteer();
port.postMessage({ id: 0 } satisfies NamingReply);

// Entry of every worker thread of the server (threads/worker-client.ts). A worker thread does
// not inherit the main thread's TypeScript loader (the server runs through tsx), so it registers
// tsx itself and then loads the real entry, whose URL the main thread passes in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

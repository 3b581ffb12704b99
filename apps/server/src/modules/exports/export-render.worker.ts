import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './export-renderer';
import { writeCsv } from './csv-writer';
import { writePdf } from './pdf-writer';
import { writeXlsx } from './xlsx-writer';

const WRITERS = { xlsx: writeXlsx, pdf: writePdf, csv: writeCsv } as const;

/**
 * The export render thread (export-renderer.ts): lays out spreadsheets, PDFs and CSVs, which takes
 * seconds for big tables, away from the main event loop. One job at a time.
 */
const port = parentPort!;

/** The thread's V8 heap and the memory its buffers hold outside it (content streams, the file). */
function heapBytes(): number {
  const h = v8.getHeapStatistics();
  return h.total_heap_size + h.external_memory;
}
let chain: Promise<void> = Promise.resolve();

port.on('message', (m: RenderRequest) => {
  chain = chain.then(async () => {
    let reply: RenderReply;
    try {
      const buf = await WRITERS[m.kind](m.doc);
      // A file's own buffer (Buffer.concat of a big file) is moved as it is; a slice of a shared
      // pool is copied first (moving the pool would take other buffers with it).
      const own = buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength;
      const bytes = (
        own ? buf.buffer : buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)
      ) as ArrayBuffer;
      reply = { id: m.id, bytes, heapBytes: heapBytes() };
      port.postMessage(reply, [bytes]);
    } catch (e) {
      reply = { id: m.id, error: e instanceof Error ? e.message : String(e) };
      port.postMessage(reply);
    }
  });
});
port.postMessage({ id: 0 } satisfies RenderReply);

import { ECO_DAY_MS, ECO_MAX_DAYS } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/context';
import { ECO_DAY_SAFETY_MS, ecoPieces } from './eco-segments';
import { listEnergyVehicles } from './eco.repository';

/** The first round waits for the server's start (and the demo's history) to settle. */
const FIRST_ROUND_MS = 90_000;
/** Then a round every half hour: a day is storable an hour after it ended (ECO_DAY_SAFETY_MS). */
const ROUND_EVERY_MS = 30 * 60_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One round of building eco days ahead: for every vehicle whose newest record reports traction
 * energy, the whole past UTC days of the last ECO_MAX_DAYS that are not stored (or no longer
 * match their records) are built and stored, so the first report1/report15 of a month reads
 * stored days instead of computing them (issue 16: 2.6–3.1 s before). One day at a time, the
 * event loop given back between days (a day's bins are ~80 ms of work). Returns the days built.
 */
export async function prebuildEcoDays(
  ctx: Pick<AppContext, 'db' | 'sqlite' | 'now'>,
  stopped: () => boolean = () => false,
): Promise<number> {
  const now = ctx.now();
  const lastDay = Math.floor((now - ECO_DAY_SAFETY_MS) / ECO_DAY_MS) - 1;
  const firstDay = lastDay - ECO_MAX_DAYS;
  let built = 0;
  for (const v of await listEnergyVehicles(ctx.db)) {
    for (let day = firstDay; day <= lastDay; day++) {
      if (stopped()) return built;
      const start = day * ECO_DAY_MS;
      built += (await ecoPieces(ctx, v.customer_id, v.id, start, start + ECO_DAY_MS - 1)).counts.built;
      await nextTurn();
    }
  }
  return built;
}

/** Rounds of prebuildEcoDays: the first FIRST_ROUND_MS after start, then every ROUND_EVERY_MS. */
export function startEcoPrebuild(ctx: AppContext, log: FastifyBaseLogger) {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      const t0 = performance.now();
      round = prebuildEcoDays(ctx, () => stopped)
        .then((days) => {
          if (days > 0) log.info({ days, ms: Math.round(performance.now() - t0) }, 'eco days built ahead');
        })
        .catch((err) => log.warn({ err }, 'building eco days ahead failed; the next round tries again'))
        .finally(() => schedule(ROUND_EVERY_MS));
    }, ms);
    timer.unref();
  };
  schedule(FIRST_ROUND_MS);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}

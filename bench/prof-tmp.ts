import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { seedMonitFleet } from './monit-seed';
import * as repo from '../apps/server/src/modules/monit/monit.repository';
import { loadMapAreas } from '../apps/server/src/modules/poi/poi-areas';
import { prepareGazetteer } from '../apps/server/src/modules/monit/place-lookup';
import { createMonitService } from '../apps/server/src/modules/monit/monit.service';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const database = openDatabase({ sqliteFile: path.join(dir, 'n.sqlite') });
await migrate(database);
const ctx = { config: loadConfig({ NAMIAR_DATA_DIR: dir }), db: database.db, dialect: database.dialect, sqlite: database.sqlite, box: createSecretBox(crypto.randomBytes(32)), now: () => Date.now() };
const seed = await seedMonitFleet(ctx as any, { vehicles: 5000 });
prepareGazetteer();
const svc = createMonitService(ctx as any);
const user = { customerId: seed.customerId, userId: 1, timeZone: 'Europe/Warsaw', vehicleIds: null } as any;
import { createPlaceLookup } from '../apps/server/src/modules/monit/place-lookup';
const lv = await ctx.db.selectFrom('vehicle_live').select('live').execute();
await createPlaceLookup(ctx as any).lookup(lv.map((l: any) => JSON.parse(l.live)), Infinity);
for (let i = 0; i < 5; i++) await svc.monitJson(user, true);
const stat = async (label: string, f: () => Promise<unknown>, n = 30) => {
  const xs: number[] = []; const cs: number[] = [];
  for (let i = 0; i < n; i++) { const c0 = process.cpuUsage(); const t0 = performance.now(); await f(); xs.push(performance.now() - t0); const c = process.cpuUsage(c0); cs.push((c.user + c.system) / 1000); }
  xs.sort((a, b) => a - b); cs.sort((a, b) => a - b);
  console.log(label.padEnd(14), 'wall min', xs[0].toFixed(1), 'p50', xs[n >> 1].toFixed(1), 'cpu min', cs[0].toFixed(1), 'p50', cs[n >> 1].toFixed(1));
};
import inspector from 'node:inspector/promises';
const session = new inspector.Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.start');
const lvp = (await ctx.db.selectFrom('vehicle_live').select(['vehicle_id', 'live']).execute()).map((l: any) => ({ id: l.vehicle_id, live: JSON.parse(l.live) }));
const times: any[] = [];
for (let i = 0; i < 10; i++) {
  const now = Date.now();
  const upd = database.sqlite!.prepare('update vehicle_live set live = ?, updated_at = ?, processed_time = ? where vehicle_id = ?');
  database.sqlite!.transaction(() => { for (let k = i % 3; k < lvp.length; k += 3) { const l = lvp[k].live; l.lat += 0.004; l.lon += 0.006; l.dt = now; upd.run(JSON.stringify(l), now, now, lvp[k].id); } })();
  const c0 = process.cpuUsage();
  const r = await svc.monitJson(user, true);
  r.giveBack();
  const c = process.cpuUsage(c0);
  times.push([r.timing.queryMs.toFixed(0), r.timing.buildMs.toFixed(0), ((c.user + c.system) / 1000).toFixed(0)]);
}
console.log('moved q/b/cpu', JSON.stringify(times));
const { profile } = await session.post('Profiler.stop');
fs.writeFileSync('/tmp/monit.cpuprofile', JSON.stringify(profile));
await stat('vehicles', () => repo.listMonitVehicles(ctx.db, seed.customerId));
await stat('identifiers', () => repo.listActiveIdentifiers(ctx.db, seed.customerId));
await stat('inspections', () => repo.listOpenInspections(ctx.db, seed.customerId));
await stat('areas', () => loadMapAreas(ctx.db, seed.customerId, 1));
await stat('monitJson', () => svc.monitJson(user, true).then((r) => r.giveBack()));
const r = await svc.monitJson(user, true);
console.log('dbg', (globalThis as any).__dbg, 'timing', r.timing, 'bytes', r.json.length, 'geo null', JSON.parse(r.json.toString()).m.filter((x: any) => x.lat !== null && x.geo === null).length);

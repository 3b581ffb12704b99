import crypto from 'node:crypto';
import { P } from '@namiar/domain';
import type { AppContext } from '../http/context';
import { createAdminService } from '../modules/admin/admin.service';
import { seedDemoRecords } from './demo-records';

/** What the restricted demo operator may do: monitor, route, alarms, a few reports; no records, no users. */
export const OPERATOR_PERMISSIONS = [
  P.monitor,
  P.route,
  P.alarms,
  P.routeCharts,
  P.repDaily,
  P.repSpeeds,
  P.repKmCounters,
  P.repCourses,
  P.logout,
];

export interface DemoAccount {
  clogin: string;
  login: string;
  password: string;
}

/** A readable random password (no look-alike characters). */
function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * On first start with an empty database: the demo company with an administrator and a
 * restricted operator, and a second company with its own user, so isolation can be seen.
 * Returns the accounts created (for the console), or [] when the database already had data.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoAccount[]> {
  const admin = createAdminService(ctx);
  if ((await admin.countCustomers()) > 0) return [];
  const password = () => ctx.config.demoPassword ?? generatePassword();

  await admin.createCustomer('demo', { name: 'Demo Transport Sp. z o.o.' });
  await admin.createCustomer('transpol', { name: 'Transpol Logistyka S.A.' });
  const fleet = await seedDemoRecords(ctx, admin);

  const accounts: DemoAccount[] = [
    { clogin: 'demo', login: 'admin', password: password() },
    { clogin: 'demo', login: 'operator', password: password() },
    { clogin: 'transpol', login: 'admin', password: password() },
  ];
  await admin.createUser('demo', 'admin', accounts[0].password, { fullName: 'Anna Administrator' });
  await admin.createUser('demo', 'operator', accounts[1].password, {
    fullName: 'Olek Operator',
    permissions: OPERATOR_PERMISSIONS,
    vehicleIds: fleet.operatorVehicleIds,
  });
  await admin.createUser('transpol', 'admin', accounts[2].password, { fullName: 'Tomasz Kierownik' });
  return accounts;
}

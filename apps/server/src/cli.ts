import { loadConfig, ConfigError } from './config';
import { openRuntime, readAppVersion } from './runtime';
import { AdminError, createAdminService, parsePermissionsArg, parseProtocolArg } from './modules/admin/admin.service';

const USAGE = `Usage: npm run cli -- <command> [arguments]

Commands:
  create-customer <client> [--name "Full name"] [--tz Europe/Warsaw]
  create-user <client> <login> <password> [--permissions all|1,2,...] [--name "Full name"]
  add-vehicle <client> <regno> <imei> [--protocol teltonika|osmand]
      teltonika (default): the tracker's IMEI, 8–15 digits; osmand: a phone with Traccar Client
      or OsmAnd, its identifier as typed in the app (4–64 letters, digits, '.', '_', '-')
  set-password <client> <login> <password>
  audit <client> [--since YYYY-MM-DD]
      the changes to the company's records (who, when, which record, before and after);
      default: the last 7 days

The database is the one the server uses: DATABASE_URL, else SQLite in NAMIAR_DATA_DIR (./data).`;

/** Splits positional arguments from --flag value pairs. */
function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2);
      const value = inline ?? argv[++i];
      if (value === undefined) throw new AdminError(`Option --${name} needs a value.`);
      flags[name] = value;
    } else positional.push(a);
  }
  return { positional, flags };
}

function need(args: string[], count: number, usage: string) {
  if (args.length !== count) throw new AdminError(`Expected ${count} argument(s): ${usage}`);
}

async function run(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return USAGE;
  const { positional: a, flags } = parseArgs(rest);
  const known = ['create-customer', 'create-user', 'add-vehicle', 'set-password', 'audit'];
  if (!known.includes(command)) throw new AdminError(`Unknown command '${command}'.\n\n${USAGE}`);

  const { ctx, database } = await openRuntime(loadConfig(process.env, readAppVersion()));
  try {
    const admin = createAdminService(ctx);
    switch (command) {
      case 'create-customer': {
        need(a, 1, 'create-customer <client>');
        const c = await admin.createCustomer(a[0], { name: flags.name, timeZone: flags.tz });
        return `Created client '${c.clogin}' (id ${c.id}, time zone ${c.timeZone}).`;
      }
      case 'create-user': {
        need(a, 3, 'create-user <client> <login> <password>');
        const permissions = parsePermissionsArg(flags.permissions ?? 'all');
        const u = await admin.createUser(a[0], a[1], a[2], { permissions, fullName: flags.name });
        return `Created user '${u.login}' in client '${a[0].toLowerCase()}' (id ${u.id}, permissions ${u.permissions.join(',')}).`;
      }
      case 'add-vehicle': {
        need(a, 3, 'add-vehicle <client> <regno> <imei>');
        const protocol = parseProtocolArg(flags.protocol);
        const v = await admin.addVehicle(a[0], a[1], a[2], { protocol });
        const what = protocol === 'teltonika' ? 'IMEI' : 'phone identifier';
        return `Added vehicle '${v.regno}' with ${what} ${v.imei} to client '${a[0].toLowerCase()}' (id ${v.id}).`;
      }
      case 'audit': {
        need(a, 1, 'audit <client> [--since YYYY-MM-DD]');
        const lines = await admin.auditLines(a[0], flags.since);
        return lines.length > 0 ? lines.join('\n') : 'No record changes in that time.';
      }
      default: {
        need(a, 3, 'set-password <client> <login> <password>');
        await admin.setPassword(a[0], a[1], a[2]);
        return `Password of '${a[1]}' in client '${a[0].toLowerCase()}' changed; the user's sessions were ended.`;
      }
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (e: unknown) => {
    if (e instanceof AdminError || e instanceof ConfigError) console.error(`Error: ${e.message}`);
    else console.error('Error:', e instanceof Error ? e.message : e);
    process.exitCode = 1;
  },
);

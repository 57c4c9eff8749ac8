/**
 * `npm run sync-load -- --judges N --rulings M [--partition-ms P] [--redis redis://127.0.0.1:6379]`: N simulated
 * judges (Node clients using the Hocuspocus provider, as the app does) each log M rulings against a sync server
 * this command starts (its own process, fresh data folder). Prints the time from a ruling being logged until each
 * other judge has it (p50/p95/max), the time until every judge has every ruling, the server's memory; then the
 * same with one judge cut off for P ms while everyone logs; then the same with every judge reloading once mid-run
 * (a new session and providers on the same stored documents, y-indexeddb as in the app over an in-memory
 * IndexedDB), counting the updates the server refused. With --redis, judges are split over two server processes
 * sharing Redis (scale-out).
 *
 * `npm run sync-load -- --calls 200 --judges 10 [--calls-within-ms 60000]`: judge calls instead (see calls-load.ts):
 * 200 tables calling within a minute over HTTP, 10 judges' phones syncing the calls document; delivery p50/p95/max,
 * none lost or doubled.
 *
 * Many events over several instances: `npm run sync-load -- --servers 3 --database postgres://... --redis
 * redis://... --events 100 --judges 10 --rulings 20 [--kill]` starts that many instances (their own processes)
 * behind a small load balancer, creates the events, and every judge of every event logs their rulings at once.
 * Prints the same figures plus each instance's memory and PostgreSQL's rows and bytes for these events, and checks
 * that every judge has every ruling of their event and none of another's. With --kill one instance is killed (-9)
 * halfway through; its phones reconnect through the balancer. `--servers 1 --events 100` without --database is the
 * same on one process with SQLite.
 *
 * The runs: sync-load-event.ts (one event), sync-load-fleet.ts (many events), calls-load.ts (judge calls).
 */
import { parseArgs } from 'node:util';
import { runCallsLoad } from './calls-load.ts';
import { runEventLoad } from './sync-load-event.ts';
import { runFleet } from './sync-load-fleet.ts';

const { values } = parseArgs({
  options: {
    judges: { type: 'string', default: '3' },
    rulings: { type: 'string', default: '100' },
    'partition-ms': { type: 'string', default: '5000' },
    redis: { type: 'string' },
    calls: { type: 'string' },
    'calls-within-ms': { type: 'string', default: '60000' },
    servers: { type: 'string' },
    database: { type: 'string' },
    events: { type: 'string' },
    kill: { type: 'boolean', default: false },
  },
});
const JUDGES = Number(values.judges);
const RULINGS = Number(values.rulings);
const PARTITION_MS = Number(values['partition-ms']);
if (!(JUDGES >= 2 && JUDGES <= 200) || !(RULINGS >= 1 && RULINGS <= 10_000))
  throw new Error('--judges must be 2..200 and --rulings 1..10000');

if (values.calls !== undefined) {
  const tables = Number(values.calls);
  const windowMs = Number(values['calls-within-ms']);
  if (!(Number.isInteger(tables) && tables >= 1 && tables <= 500) || !(windowMs >= 0 && windowMs <= 600_000))
    throw new Error('--calls must be 1..500 (tables, each calling once) and --calls-within-ms 0..600000');
  console.log(JSON.stringify(await runCallsLoad({ tables, judges: JUDGES, windowMs }), null, 2));
  process.exit(0);
}
const fleetMode = values.events !== undefined || values.servers !== undefined || values.database !== undefined;
const fleet = {
  judges: JUDGES,
  rulings: RULINGS,
  servers: Number(values.servers ?? 1),
  events: Number(values.events ?? 1),
  database: values.database,
  redis: values.redis,
  kill: values.kill,
};
const oneEvent = { judges: JUDGES, rulings: RULINGS, partitionMs: PARTITION_MS, redis: values.redis };
const results = fleetMode
  ? [await runFleet(fleet)]
  : [
      await runEventLoad('all connected', oneEvent),
      await runEventLoad('partition', oneEvent),
      await runEventLoad('reload', oneEvent),
    ];
console.log(JSON.stringify(results, null, 2));
process.exit(0);

import { parseArgs } from 'node:util';
import { headJudgeLink, publicUrlFor } from './head-link.ts';
import { importSqlite } from './import-sqlite.ts';
import { checkDatabaseUrl, openPool, PostgresEventStore } from './postgres-event-store.ts';
import { checkRedisUrl } from './shared-redis.ts';
import { safeUrl } from './storage.ts';
import { startSyncServer } from './sync-server.ts';
import { terminalQr } from './terminal-qr.ts';

/**
 * `npm run sync-server -- --data ./event-data --admin-secret ... [--create-event "Regionals 2026" --head "Hana"]`
 * (or SYNC_PORT, SYNC_HOST, SYNC_PUBLIC_URL, SYNC_APP_URL, SYNC_DATA, SYNC_ADMIN_SECRET, SYNC_REDIS). See README,
 * "Event mode". With --database postgres://... (SYNC_DATABASE) and --redis, any number of instances share the
 * events (README, "Scale-out"); `--database ... --import-sqlite DIR` copies a data folder's events into PostgreSQL.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'public-url': { type: 'string' },
    'app-url': { type: 'string' },
    data: { type: 'string' },
    'admin-secret': { type: 'string' },
    redis: { type: 'string' },
    database: { type: 'string' },
    'import-sqlite': { type: 'string' },
    'trust-proxy': { type: 'boolean' },
    'connections-per-minute': { type: 'string' },
    'calls-per-minute': { type: 'string' },
    'calls-per-table-per-minute': { type: 'string' },
    'create-event': { type: 'string' },
    head: { type: 'string' },
  },
});
const env = process.env;
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const port = Number(values.port ?? env.SYNC_PORT ?? 1234);
const host = values.host ?? env.SYNC_HOST ?? '127.0.0.1';
const dataDir = values.data ?? env.SYNC_DATA ?? './event-data';
const adminSecret = values['admin-secret'] ?? env.SYNC_ADMIN_SECRET;
const redis = values.redis ?? env.SYNC_REDIS;
const database = values.database ?? env.SYNC_DATABASE;
const importDir = values['import-sqlite'];
const perMinute = Number(values['connections-per-minute'] ?? env.SYNC_CONNECTIONS_PER_MINUTE ?? 600);
const callsPerMinute = Number(values['calls-per-minute'] ?? env.SYNC_CALLS_PER_MINUTE ?? 300);
const callsPerTable = Number(values['calls-per-table-per-minute'] ?? env.SYNC_CALLS_PER_TABLE_PER_MINUTE ?? 10);
const appUrl = values['app-url'] ?? env.SYNC_APP_URL ?? 'http://localhost:4173';
const eventName = values['create-event']?.trim();
const headName = values.head?.trim();

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port: expected a port number, got ${values.port ?? env.SYNC_PORT}`);
for (const [flag, n] of [
  ['--calls-per-minute', callsPerMinute],
  ['--calls-per-table-per-minute', callsPerTable],
] as const)
  if (!Number.isInteger(n) || n < 1) fail(`${flag}: expected a whole number of requests per minute, 1 or more`);
if (adminSecret !== undefined && adminSecret.length < 16)
  fail('--admin-secret: use at least 16 characters (it guards creating events)');
if (eventName !== undefined && (!eventName || !headName))
  fail(
    '--create-event needs the event\'s name and --head the head judge\'s name: --create-event "Regionals 2026" --head "Hana"',
  );
if (!/^https?:\/\//.test(appUrl)) fail(`--app-url: expected the app's address (https://...), got ${appUrl}`);
if (database) {
  const problem = checkDatabaseUrl(database);
  if (problem) fail(problem);
}
if (redis) {
  const problem = checkRedisUrl(redis);
  if (problem) fail(problem);
}

if (importDir !== undefined) {
  if (!database) fail('--import-sqlite copies into PostgreSQL: give --database postgres://... too');
  const pool = openPool(database!, () => {});
  try {
    const { store, migrated } = await PostgresEventStore.open(pool);
    for (const m of migrated) console.log(`PostgreSQL schema: applied migration ${m.version} (${m.name})`);
    console.log(`Importing ${importDir} into ${safeUrl(database!)}`);
    for (const line of await importSqlite(importDir, store)) console.log(line);
    await store.close();
    process.exit(0);
  } catch (e) {
    await pool.end().catch(() => {});
    fail((e as Error).message.startsWith('--') ? (e as Error).message : `--import-sqlite: ${(e as Error).message}`);
  }
}

const server = await startSyncServer({
  port,
  host,
  dataDir,
  ...(adminSecret ? { adminSecret } : {}),
  ...(redis ? { redis } : {}),
  ...(database ? { database } : {}),
  trustProxy: values['trust-proxy'] ?? env.SYNC_TRUST_PROXY === '1',
  connectionsPerMinute: perMinute,
  callLimits: { perAddress: callsPerMinute, perTable: callsPerTable },
}).catch((e: Error) => fail(e.message.split('\n')[0]!));
const publicUrl = publicUrlFor({
  given: values['public-url'] ?? env.SYNC_PUBLIC_URL,
  syncOrigins: env.SYNC_ORIGINS,
  host,
  port: server.server.address.port,
});
if (typeof publicUrl !== 'string') {
  await server.close();
  fail(publicUrl.problem);
}
console.log(
  `Rulekeeper sync server on ${publicUrl as string} (listening on ${host}:${server.server.address.port}; ${server.storage.description}${redis ? `; Redis ${safeUrl(redis)}` : ''})`,
);
if (!adminSecret) console.log('No admin secret: the admin endpoint is off (give --admin-secret or SYNC_ADMIN_SECRET).');

if (eventName && headName) {
  const existing = await server.store.eventsNamed(eventName);
  if (existing.length > 0) {
    console.log(
      `\nAn event named "${eventName}" exists already (${existing[0]!.id}, created ${existing[0]!.createdAt}); its head judge's link was printed then. Give another name to create a new event.`,
    );
  } else {
    const created = await server.createEvent(eventName, headName);
    const link = headJudgeLink(appUrl, publicUrl as string, created, headName, eventName);
    console.log(`\nEvent "${eventName}" created. ${headName}, the head judge, opens this link on their phone`);
    console.log(
      '(scan the code with the phone camera), confirms their name, and invites the floor judges from there:\n',
    );
    console.log(terminalQr(link));
    console.log(`\n${link}\n`);
    console.log("Keep the link to yourself: it is the head judge's key to the event and is not shown again.");
  }
}

const stop = async () => {
  // Stores every document and closes; a close that hangs (a connection that never ends) still ends the process.
  setTimeout(() => {
    console.error('The server did not close within 10 s; stopping now.');
    process.exit(1);
  }, 10_000).unref();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

import { parseArgs } from 'node:util';
import { startSyncServer } from './sync-server.ts';

/** `npm run sync-server -- --port 1234 --data ./event-data --admin-secret ...` (or SYNC_PORT, SYNC_DATA, SYNC_ADMIN_SECRET, SYNC_REDIS). */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
    'admin-secret': { type: 'string' },
    redis: { type: 'string' },
    'connections-per-minute': { type: 'string' },
  },
});
const env = process.env;
const port = Number(values.port ?? env.SYNC_PORT ?? 1234);
const dataDir = values.data ?? env.SYNC_DATA ?? './event-data';
const adminSecret = values['admin-secret'] ?? env.SYNC_ADMIN_SECRET;
const redis = values.redis ?? env.SYNC_REDIS;
const perMinute = Number(values['connections-per-minute'] ?? env.SYNC_CONNECTIONS_PER_MINUTE ?? 600);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port: expected a port number, got ${values.port ?? env.SYNC_PORT}`);
  process.exit(2);
}
if (adminSecret !== undefined && adminSecret.length < 16) {
  console.error('--admin-secret: use at least 16 characters (it guards creating events)');
  process.exit(2);
}
const server = await startSyncServer({
  port,
  dataDir,
  ...(adminSecret ? { adminSecret } : {}),
  ...(redis ? { redis } : {}),
  connectionsPerMinute: perMinute,
});
console.log(`Rulekeeper sync server on ${server.url} (data in ${dataDir}${redis ? `, Redis ${redis}` : ''})`);
if (!adminSecret) console.log('No admin secret: creating events is off (give --admin-secret or SYNC_ADMIN_SECRET).');
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// After `npm install`: adds lockfile entries for optional platform packages (e.g. @rollup/rollup-darwin-x64) that
// the npm registry mirror here does not serve, so `npm ci` sees package.json and the lockfile in sync. Usage:
// node .ci/lockfile-platforms.mjs .   (npm skips the added entries on this platform by their os/cpu/libc fields)
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
const dir = process.argv[2];
const lockPath = `${dir}/package-lock.json`;
let out = '';
try {
  execSync('npm ci --ignore-scripts --dry-run', { cwd: dir, stdio: 'pipe' });
} catch (e) {
  out = String(e.stderr) + String(e.stdout);
}
const missing = [...out.matchAll(/Missing: (@?[^@\s]+)@(\S*) from lock file/g)].map((m) => m[1]);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const osOf = (n) =>
  ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'netbsd', 'sunos', 'aix'].find((o) =>
    n.includes(`-${o}`),
  );
const cpuOf = (n) =>
  ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'].find(
    (c) =>
      new RegExp(`-${c}(-|$)`).test(n.replace(/-(gnueabihf|musleabihf|gnu|musl|msvc|eabi)$/, '')) ||
      n.endsWith(`-${c}`),
  );
let added = 0;
for (const name of missing) {
  for (const [path, pkg] of Object.entries(lock.packages)) {
    const version = pkg.optionalDependencies?.[name];
    if (!version) continue;
    const key = `${path ? path + '/' : ''}node_modules/${name}`.replace(
      /^node_modules\/(.*)\/node_modules\//,
      'node_modules/$1/node_modules/',
    );
    const top = `node_modules/${name}`;
    const target = lock.packages[top] ? key : top;
    if (lock.packages[target]) continue;
    const entry = { version, dev: pkg.dev, optional: true };
    const os = osOf(name),
      cpu = cpuOf(name);
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (name.endsWith('-musl')) entry.libc = ['musl'];
    if (name.endsWith('-gnu') || name.endsWith('-gnueabihf')) entry.libc = ['glibc'];
    lock.packages[target] = entry;
    added++;
    break;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`missing ${missing.length}, added ${added}`);

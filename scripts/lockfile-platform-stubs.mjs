// Adds lock entries for native optional packages of other platforms (macOS, Windows, ...) that this machine's
// registry does not serve. Without them `npm ci` refuses the lock ("Missing: ... from lock file"); with them npm
// records the packages and skips them on Linux x64 by their os/cpu fields. Run after `npm install` if npm ci says so.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const NATIVE_PARENTS = { 'node_modules/@swc/core': '@swc/core-', 'node_modules/unrs-resolver': '@unrs/resolver-binding-' };

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
let added = 0;
for (const [parent, prefix] of Object.entries(NATIVE_PARENTS)) {
  for (const [name, version] of Object.entries(lock.packages[parent]?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const [os, cpu, abi] = name.slice(prefix.length).split('-');
    const entry = { version, cpu: [cpu], optional: true, os: [os] };
    if (abi === 'gnu' || abi === 'gnueabihf') entry.libc = ['glibc'];
    if (abi === 'musl' || abi === 'musleabihf') entry.libc = ['musl'];
    lock.packages[key] = entry;
    added += 1;
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform stub entries`);

// Runs jest. With no arguments (npm test): the whole suite on two workers, then the load tests on their own, so their
// latency limits measure the server under the load they make and not whatever browser test shares the two cores.
// With arguments (`npm run jest -- <paths or options>`): jest with those arguments, nothing else.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Test files that put the machine under load themselves and time what they see. */
const ALONE = ['/tests/faults/database-load\\.test\\.ts$'];

// The package's `bin` (its exports map does not export bin/jest.js by that name).
const jestBin = path.join(path.dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin', 'jest.js');
const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };

function jest(args) {
  const run = spawnSync(process.execPath, [jestBin, ...args], { stdio: 'inherit', env });
  return run.status ?? 1;
}

const args = process.argv.slice(2);
if (args.length > 0) process.exit(jest(args));

const rest = jest(['--testPathIgnorePatterns', '/node_modules/', ...ALONE]);
const alone = jest(['--runInBand', '--testPathPatterns', ...ALONE]);
process.exit(rest || alone);

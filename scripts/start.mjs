// `npm start`: builds whatever is missing or older than its sources (API, web), then starts the server.
// `npm run dev` (--dev) does the same with NODE_ENV=development, which turns the development mailbox on (loopback only).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time of any file under the given paths. */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules' && child !== 'gql') visit(path.join(entry, child));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((entry) => visit(path.join(root, entry)));
  return latest;
}

function stale(output, sources) {
  const target = path.join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newest(sources);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale('api/dist/main.js', ['api/src'])) run(['run', 'build', '--workspace', 'api']);
if (stale('web/dist/index.html', ['web/src', 'web/index.html', 'web/public', 'web/build', 'assets/type-art', 'schema/schema.graphql'])) {
  run(['run', 'build', '--workspace', 'web']);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.argv.includes('--dev') ? { NODE_ENV: 'development', ...process.env } : process.env,
});
process.exit(server.status ?? 0);

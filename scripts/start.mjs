// `npm start`: builds whatever is missing or older than its sources (API, web), then runs the server in this same
// process (one Node start-up fewer), with Node's compile cache so a restart does not compile the modules again.
// `npm run dev` (--dev) sets NODE_ENV=development when unset, which turns the development mailbox on (loopback only).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { enableCompileCache, setSourceMapsSupport } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pino } from 'pino';

const root = fileURLToPath(new URL('..', import.meta.url));
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
// The server validates LOG_LEVEL itself; this only decides whether the phases below are printed.
const log = pino({ level: LEVELS.includes(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info' });

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

function phase(name, run) {
  const started = performance.now();
  const result = run();
  log.debug({ phase: name, ms: Math.round(performance.now() - started) }, 'start-up phase');
  return result;
}

function build(workspace) {
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const WEB_SOURCES = [
  'web/src', 'web/index.html', 'web/public', 'web/build', 'assets/type-art', 'schema/schema.graphql', 'api/src/db/seed/data/personality-types.ts',
];
// prerendered.json is the web build's last output (web/build/prerender.ts).
const [apiStale, webStale] = phase('build checks', () => [stale('api/dist/main.js', ['api/src']), stale('web/dist/prerendered.json', WEB_SOURCES)]);
if (apiStale) phase('API build', () => build('api'));
if (webStale) phase('web build', () => build('web'));

if (process.argv.includes('--dev')) process.env.NODE_ENV ??= 'development';
// Stack traces point into the TypeScript sources; dependencies' own source maps are not read (parsing them took a
// few hundred milliseconds of every start).
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
// Compiled code is kept per file content, so a changed file is simply compiled again.
enableCompileCache(path.join(root, 'node_modules', '.cache', 'mindprint-compile'));
await import(pathToFileURL(path.join(root, 'api/dist/main.js')).href);

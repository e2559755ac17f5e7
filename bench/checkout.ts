// Another commit's code beside this checkout, built and ready to run, so a benchmark compares both in one run on the
// same machine (its absolute speed varies from day to day; a ratio within one run does not).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './support.ts';

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout.trim();
}

function newestMtime(dir: string): number {
  let newest = 0;
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/** Builds a checkout's API with swc unless its dist is newer than its sources. */
export async function buildCheckout(root: string): Promise<void> {
  const dist = path.join(root, 'api/dist/main.js');
  if (existsSync(dist) && statSync(dist).mtimeMs >= newestMtime(path.join(root, 'api/src'))) return;
  run('npm', ['run', 'build', '--workspace', 'api', '--silent'], root);
}

/**
 * The baseline commit exported into a temporary folder (no worktree, so the repository is untouched), with this
 * checkout's dependencies hard-linked when the lockfiles agree, else installed from its own lockfile.
 */
export async function prepareBaseline(ref: string): Promise<string> {
  const sha = run('git', ['rev-parse', '--short=12', `${ref}^{commit}`], ROOT);
  const dir = path.join(os.tmpdir(), `mindprint-baseline-${sha}`);
  if (!existsSync(path.join(dir, 'api/dist/main.js'))) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    spawnSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
    const sameLock = readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
    if (sameLock) {
      run('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')], ROOT);
      if (existsSync(path.join(ROOT, 'web/node_modules'))) run('cp', ['-al', path.join(ROOT, 'web/node_modules'), path.join(dir, 'web/node_modules')], ROOT);
    } else {
      run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts=false'], dir);
    }
    run('npm', ['run', 'build', '--workspace', 'api', '--silent'], dir);
  }
  console.log(`baseline ${ref} (${sha}) built in ${dir}`);
  return dir;
}

// The shape of the API code, checked: the domain modules depend on each other without a loop (the entities are one
// data model and may refer to each other; services and adapters may not go round in circles), the REST helpers
// import no module, shared code imports no module, and only the report module writes the report table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/config.js';

const SRC = path.join(ROOT_DIR, 'api', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Relative imports that exist at run time (`import type` is erased) and are not of an entity file. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^import (type )?(?:[^'"]*? from )?'([^']+)';/gm)) {
    const [, typeOnly, spec] = match;
    if (typeOnly || !spec!.startsWith('.') || spec!.endsWith('.entity.js')) continue;
    found.push(path.resolve(path.dirname(file), spec!.replace(/\.js$/, '.ts')));
  }
  return found;
}

const moduleOf = (file: string): string | null => {
  const relative = path.relative(path.join(SRC, 'modules'), file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]!;
};

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(path.join(SRC, 'modules'))) {
    if (file.endsWith('.entity.ts')) continue;
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of valueImports(file)) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's members, by Tarjan's strongly connected components. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        members.push(member);
        if (member === node) break;
      }
      if (members.length > 1) found.push(members.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

it('has no import loop between domain modules', () => {
  const graph = moduleGraph();
  expect(graph.size).toBeGreaterThan(15);
  expect(cycles(graph)).toEqual([]);
});

it('finds a loop when there is one (the check itself works)', () => {
  const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
  expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
});

it('keeps the REST helpers and the shared kernel free of module imports', () => {
  const offenders = [path.join(SRC, 'http', 'rest-kit.ts'), ...sourceFiles(path.join(SRC, 'shared'))]
    .filter((file) => valueImports(file).some((target) => moduleOf(target) !== null) || readFileSync(file, 'utf8').includes("from '../modules/"));
  expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
});

it('lets only the report module write the report table', () => {
  const writes = /nativeUpdate\(Report\b|create\(Report\b|update report set|insert into report\b/i;
  const writers = sourceFiles(path.join(SRC, 'modules'))
    .filter((file) => moduleOf(file) !== 'report' && writes.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file));
  expect(writers).toEqual([]);
});

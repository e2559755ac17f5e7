// Writes schema/schema.graphql from the resolvers (npm run schema:emit); a test fails when the file is stale.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { printApiSchema } from '../http/graphql.js';

export const SCHEMA_FILE = path.join(ROOT_DIR, 'schema', 'schema.graphql');

await writeFile(SCHEMA_FILE, await printApiSchema());
console.log(`wrote ${path.relative(ROOT_DIR, SCHEMA_FILE)}`);

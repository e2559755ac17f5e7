// Part of the API build (`npm run build --workspace api`): records the reference data's hash beside the compiled code,
// so that start-up can tell whether the database holds this build's seed data without generating it.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { referenceDataHash } from '../db/seed/seed.js';

writeFileSync(new URL('../seed-hash.json', import.meta.url), `${JSON.stringify({ referenceHash: referenceDataHash() })}\n`);

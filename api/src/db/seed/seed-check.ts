// Whether the database holds this build's reference data, decided without loading the seed data: the API build records
// the data's hash beside the compiled code (tools/seed-hash.ts), so a warm start compares one string and imports the
// seeder (every data file, the IQ item generator) only when something has to be written.
import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SeedCounts } from './seed.js';
import { SeedState } from './seed-state.entity.js';

/** The seed_state row of the reference data. */
export const REFERENCE_SEED = 'reference';

/** Written by the API build beside the compiled code; absent when running from the sources (tests). */
const BUILT_HASH_FILE = new URL('../../seed-hash.json', import.meta.url);
let knownHash: string | undefined;

/** The reference data's hash: as the build recorded it, else computed from the rows (most of a second). */
export async function currentReferenceHash(): Promise<string> {
  if (knownHash) return knownHash;
  try {
    const built = JSON.parse(readFileSync(BUILT_HASH_FILE, 'utf8')) as { referenceHash?: unknown };
    if (typeof built.referenceHash === 'string') return (knownHash = built.referenceHash);
  } catch {
    // Not built: computed below.
  }
  const { referenceDataHash } = await import('./seed.js');
  return (knownHash = referenceDataHash());
}

/** Seeds only when the reference data differs from what was last seeded here; null when it was already in place. */
export async function seedIfChanged(em: EntityManager): Promise<SeedCounts | null> {
  const state = await em.findOne(SeedState, { name: REFERENCE_SEED });
  if (state?.contentHash === (await currentReferenceHash())) return null;
  const { seedDatabase } = await import('./seed.js');
  return seedDatabase(em);
}

// The sixteen type illustrations (assets/type-art, one source for web, PDF and share images), read and parsed once
// per process, like the fonts: every report after the first draws its cover from memory.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../../../config.js';
import { personalityTypes, type TypeCode } from '../../../db/seed/data/personality-types.js';
import { parseSvgSubset, type SvgArt } from './svg-subset.js';

export const TYPE_ART_DIR = path.join(ROOT_DIR, 'assets', 'type-art');
export const TYPE_CODES: readonly TypeCode[] = personalityTypes.map((type) => type.code);

export type TypeArt = ReadonlyMap<string, SvgArt>;

let loading: Promise<TypeArt> | null = null;

export function loadTypeArt(): Promise<TypeArt> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function typeArtFile(code: TypeCode): string {
  return path.join(TYPE_ART_DIR, `${code}.svg`);
}

async function load(): Promise<TypeArt> {
  const entries = await Promise.all(TYPE_CODES.map(async (code) => {
    const file = typeArtFile(code);
    try {
      return [code, parseSvgSubset(await readFile(file, 'utf8'))] as const;
    } catch (error) {
      throw new Error(`type art ${path.relative(ROOT_DIR, file)}: ${(error as Error).message}`, { cause: error });
    }
  }));
  return new Map(entries);
}

/** The art of a type, by its code or full code (INTJ-T); null for anything else. */
export function artForType(art: TypeArt, code: string): SvgArt | null {
  return art.get(code.slice(0, 4).toUpperCase()) ?? null;
}

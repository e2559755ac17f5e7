// Small rules of the member areas: which pack or chapter an address names, and which type letters changed between
// a member's sittings (the psychology lab).

/** The letters (of the four preferences and the identity) that are not the same in every result. */
export function changedLetters(typeCodes: readonly string[]): string[] {
  const codes = typeCodes.map((code) => code.toUpperCase());
  if (codes.length < 2) return [];
  const changed: string[] = [];
  for (let index = 0; index < 6; index++) {
    if (index === 4) continue;
    const letters = new Set(codes.map((code) => code[index]).filter(Boolean));
    if (letters.size > 1) changed.push([...letters].sort().join('/'));
  }
  return changed;
}

/** The pack or chapter of a reading page's address (?kind=pack&id=slug); null when it names none. */
export function readingFromSearch(search: string): { kind: 'PACK' | 'CHAPTER'; id: string } | null {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const id = params.get('id') ?? '';
  if ((kind !== 'pack' && kind !== 'chapter') || !/^[a-z-]{2,60}$/.test(id)) return null;
  return { kind: kind === 'pack' ? 'PACK' : 'CHAPTER', id };
}

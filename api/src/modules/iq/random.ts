// Seeded randomness for the IQ test: every generator and selector takes an `Rng`, so callers decide between a
// deterministic stream (item generation, tests, benches) and a fresh one (live sittings).

/** A source of uniform numbers in [0, 1). `Math.random` fits; so does `seededRng(seed)`. */
export type Rng = () => number;

/** sfc32 seeded through splitmix32: small, fast, and identical on every platform for a given 32-bit seed. */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split(), b = split(), c = split(), d = split();
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both ends included. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, values: readonly T[]): T {
  if (values.length === 0) throw new Error('pick from an empty list');
  return values[Math.floor(rng() * values.length)]!;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(rng: Rng, values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `count` distinct values drawn without replacement, in random order. */
export function sample<T>(rng: Rng, values: readonly T[], count: number): T[] {
  if (count > values.length) throw new Error(`cannot draw ${count} of ${values.length}`);
  return shuffled(rng, values).slice(0, count);
}

/** Standard normal draws (Box-Muller); for simulations. */
export function normalRng(rng: Rng): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - rng()));
    const angle = 2 * Math.PI * rng();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

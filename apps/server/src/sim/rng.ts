/**
 * Deterministic pseudo-random numbers for the demo fleet: the same seed gives the same fleet
 * history on every machine and every run (sfc32, a small fast generator with a 128-bit state).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Normal distribution (Box–Muller). */
  normal(mean: number, sd: number): number;
  pick<T>(items: readonly T[]): T;
  /** An independent generator derived from this one and a label (stable across code changes elsewhere). */
  fork(label: string): Rng;
}

/** 32-bit FNV-1a of a string, mixed with a number: seeds per vehicle and per purpose. */
export function hashSeed(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  let b = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  let c = Math.imul(seed ^ 0xc2b2ae35, 0x27d4eb2f) >>> 0;
  let d = 1;
  const raw = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) raw(); // warm up: nearby seeds diverge
  let spare: number | null = null;
  const rng: Rng = {
    next: raw,
    uniform: (min, max) => min + (max - min) * raw(),
    int: (min, max) => min + Math.floor(raw() * (max - min + 1)),
    chance: (p) => raw() < p,
    normal(mean, sd) {
      if (spare !== null) {
        const s = spare;
        spare = null;
        return mean + sd * s;
      }
      let u = 0;
      while (u === 0) u = raw();
      const v = raw();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return mean + sd * r * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => items[Math.floor(raw() * items.length)],
    fork: (label) => createRng(hashSeed(label, Math.floor(raw() * 4294967296))),
  };
  return rng;
}

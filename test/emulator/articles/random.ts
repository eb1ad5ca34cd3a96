// Deterministic randomness for the seeded data set: a small PRNG (mulberry32) and helpers on top of it.
import { createHash } from 'node:crypto';

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** `count` distinct elements of `list` (all of them when it is shorter). */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    const result: T[] = [];
    while (result.length < count && copy.length > 0)
      result.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return result;
  }
}

/** A stable lowercase hex string of `length` characters derived from the parts (ids, tokens, codes). */
export function hexId(length: number, ...parts: Array<string | number>): string {
  let hex = '';
  for (let round = 0; hex.length < length; round += 1) {
    hex += createHash('sha1')
      .update(`${parts.join('/')}#${round}`)
      .digest('hex');
  }
  return hex.slice(0, length);
}

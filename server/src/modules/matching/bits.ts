import { EDITABLE_SKILLS } from '@hackmate/shared/catalogues';
import { ROLES, effectiveRoles } from '@hackmate/shared/catalogues';

/** Bits set in a 32-bit number (the standard SWAR count). */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Skills as two 32-bit words: bit i is catalogue skill i (61 of them fit in 64 bits). */
export interface SkillBits {
  lo: number;
  hi: number;
}

const SKILL_BIT = new Map(EDITABLE_SKILLS.map((s, i) => [s.toLowerCase(), i]));

export function skillBits(skills: readonly string[]): SkillBits {
  let lo = 0;
  let hi = 0;
  for (const skill of skills) {
    const bit = SKILL_BIT.get(skill.toLowerCase());
    if (bit === undefined) continue;
    if (bit < 32) lo |= 1 << bit;
    else hi |= 1 << (bit - 32);
  }
  return { lo: lo >>> 0, hi: hi >>> 0 };
}

/** The catalogue skills behind a bit set (for reasons and tests). */
export function skillNames(bits: SkillBits): string[] {
  return EDITABLE_SKILLS.filter((_, i) => (i < 32 ? (bits.lo >>> i) & 1 : (bits.hi >>> (i - 32)) & 1));
}

/** The roles someone brings (chosen, else derived from skills) as a bit mask in ROLES order. */
export function roleBits(chosen: readonly string[], skills: readonly string[]): number {
  let mask = 0;
  for (const role of effectiveRoles(chosen, skills)) mask |= 1 << ROLES.indexOf(role);
  return mask;
}

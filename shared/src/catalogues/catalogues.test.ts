import { describe, expect, it } from 'vitest';
import { EDITABLE_SKILLS, FEED_FILTER_SKILLS, SKILL_CATEGORIES, isCatalogueSkill } from './skills';
import { SOCIAL_PLATFORMS, emptySocialIds, socialHref } from './socials';

describe('skill catalogues', () => {
  // SPEC §3 says "60 entries" but lists 62 (FIREBASE twice); every listed skill is kept.
  it('has every skill the spec lists, in its five categories', () => {
    expect(Object.values(SKILL_CATEGORIES).flat()).toHaveLength(62);
    expect(Object.keys(SKILL_CATEGORIES)).toEqual(['Languages', 'Hosting', 'Frameworks_Libraries', 'Databases', 'ML_DL']);
  });

  it('offers a flat edit list without the duplicate FIREBASE', () => {
    expect(EDITABLE_SKILLS).toHaveLength(61);
    expect(EDITABLE_SKILLS.filter((s) => s === 'FIREBASE')).toHaveLength(1);
    expect(isCatalogueSkill('REACT.JS')).toBe(true);
    expect(isCatalogueSkill('COBOL')).toBe(false);
  });

  it('offers 46 feed-filter skills, all from the catalogue', () => {
    expect(FEED_FILTER_SKILLS).toHaveLength(46);
    expect(new Set(FEED_FILTER_SKILLS).size).toBe(46);
    expect(FEED_FILTER_SKILLS.every(isCatalogueSkill)).toBe(true);
  });
});

describe('social platforms', () => {
  it('lists the six platforms with empty defaults', () => {
    expect(SOCIAL_PLATFORMS).toEqual(['Linkedin', 'Github', 'LeetCode', 'GeeksForGeeks', 'CodeForces', 'CodeChef']);
    expect(Object.values(emptySocialIds())).toEqual(['', '', '', '', '', '']);
  });

  it('prepends https:// when a link lacks a scheme and keeps http(s) links', () => {
    expect(socialHref('github.com/ada')).toBe('https://github.com/ada');
    expect(socialHref('http://leetcode.com/u/ada')).toBe('http://leetcode.com/u/ada');
    expect(socialHref('  ')).toBeNull();
  });

  it('never turns a script URL into a link', () => {
    expect(socialHref('javascript:alert(1)')).toBeNull();
    expect(socialHref('JavaScript:alert(1)//x.com')).toBeNull();
    expect(socialHref('data:text/html,hi')).toBeNull();
  });
});

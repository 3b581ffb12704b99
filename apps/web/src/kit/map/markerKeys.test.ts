import { describe, expect, it } from 'vitest';
import {
  arrowKey,
  clusterRadius,
  DEFAULT_ICON_COLOR,
  headingBucket,
  ROUTE_HEADING_STEP_DEG,
  iconColor,
  iconName,
  markerKey,
} from './markerKeys';

describe('marker look keys', () => {
  it('maps the eight icon ids of spec 1 §3.1 and falls back to the car', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(iconName)).toEqual([
      'car',
      'car-pickup',
      'truck',
      'truck-trailer',
      'truck-delivery',
      'train',
      'train-variant',
      'motorbike',
    ]);
    expect(iconName(0)).toBe('car');
    expect(iconName(null)).toBe('car');
  });
  it('normalises colours and falls back to #1280e7', () => {
    expect(iconColor('#ABC')).toBe('#aabbcc');
    expect(iconColor(' #FF0000 ')).toBe('#ff0000');
    expect(iconColor('red')).toBe(DEFAULT_ICON_COLOR);
    expect(iconColor('')).toBe(DEFAULT_ICON_COLOR);
    expect(iconColor(null)).toBe(DEFAULT_ICON_COLOR);
  });
  it('equal looks share a key; any difference changes it', () => {
    const look = { icon: 'truck', color: '#1280e7', state: 'riding', age: 0, selected: false } as const;
    expect(markerKey(look)).toBe(markerKey({ ...look }));
    const variants = [
      { ...look, icon: 'car' as const },
      { ...look, color: '#000000' },
      { ...look, state: 'paused' as const },
      { ...look, age: 1 as const },
      { ...look, selected: true },
    ];
    const keys = new Set([look, ...variants].map(markerKey));
    expect(keys.size).toBe(6);
  });
  it('rounds headings to 5° steps within 0..355', () => {
    expect(headingBucket(0)).toBe(0);
    expect(headingBucket(2.4)).toBe(0);
    expect(headingBucket(2.5)).toBe(5);
    expect(headingBucket(358)).toBe(0);
    expect(headingBucket(-90)).toBe(270);
    expect(headingBucket(725)).toBe(5);
    expect(headingBucket(Number.NaN)).toBe(0);
  });
  it('rounds headings to a given step, and a rounded heading stays where it is', () => {
    expect(headingBucket(12, ROUTE_HEADING_STEP_DEG)).toBe(22.5);
    expect(headingBucket(11, ROUTE_HEADING_STEP_DEG)).toBe(0);
    expect(headingBucket(350, ROUTE_HEADING_STEP_DEG)).toBe(0);
    expect(headingBucket(-45, ROUTE_HEADING_STEP_DEG)).toBe(315);
    for (let i = 0; i < 16; i++) {
      const deg = i * ROUTE_HEADING_STEP_DEG;
      expect(headingBucket(deg, ROUTE_HEADING_STEP_DEG)).toBe(deg);
    }
  });
  it('draws the arrow only with a heading and data not older than level 1', () => {
    expect(arrowKey('riding', 0, 92)).toBe('riding|90');
    expect(arrowKey('off', 1, 10)).toBe('off|10');
    expect(arrowKey('riding', 2, 10)).toBeNull();
    expect(arrowKey('riding', 0, null)).toBeNull();
  });
  it('cluster bubbles grow with the count', () => {
    expect(clusterRadius(2)).toBeLessThan(clusterRadius(10));
    expect(clusterRadius(99)).toBeLessThan(clusterRadius(100));
  });
});

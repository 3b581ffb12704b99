import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusteringActive, clusterPoints, type ClusterInput } from './clustering';

const pointsArb = fc
  .array(fc.record({ x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }) }), {
    maxLength: 120,
  })
  .map((ps) => ps.map((p, i) => ({ id: i + 1, ...p })));

const dist = (a: ClusterInput, b: ClusterInput) => Math.hypot(a.x - b.x, a.y - b.y);

describe('clusteringActive', () => {
  it('groups only when the setting is on and the zoom is below 16', () => {
    expect(clusteringActive(true, 15.99)).toBe(true);
    expect(clusteringActive(true, 16)).toBe(false);
    expect(clusteringActive(true, 18)).toBe(false);
    expect(clusteringActive(false, 4)).toBe(false);
  });
});

describe('clusterPoints', () => {
  it('groups points within the distance and keeps farther ones apart', () => {
    const groups = clusterPoints(
      [
        { id: 1, x: 0, y: 0 },
        { id: 2, x: 30, y: 40 }, // exactly 50 away: grouped
        { id: 3, x: 51, y: 0 }, // 51 away from the seed: its own group
        { id: 4, x: 1000, y: 1000 },
      ],
      50,
    );
    expect(groups.map((g) => g.ids)).toEqual([[1, 2], [3], [4]]);
    expect(groups[0]).toMatchObject({ x: 15, y: 20 });
  });

  it('never groups an excluded (selected) point', () => {
    const groups = clusterPoints(
      [
        { id: 1, x: 0, y: 0 },
        { id: 2, x: 1, y: 1 },
        { id: 3, x: 2, y: 2 },
      ],
      50,
      new Set([2]),
    );
    expect(groups.map((g) => g.ids)).toEqual([[1, 3], [2]]);
  });

  it('with a zero distance every point stays alone', () => {
    expect(
      clusterPoints(
        [
          { id: 7, x: 0, y: 0 },
          { id: 8, x: 0, y: 0 },
        ],
        0,
      ).map((g) => g.ids),
    ).toEqual([[7], [8]]);
  });

  it('puts every point in exactly one group, members near their seed, seeds apart, excluded ones alone', () => {
    fc.assert(
      fc.property(
        pointsArb,
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.integer({ min: 1, max: 120 })),
        (pts, d, ex) => {
          const never = new Set(ex);
          const groups = clusterPoints(pts, d, never);
          const seen = groups.flatMap((g) => g.ids).sort((a, b) => a - b);
          expect(seen).toEqual(pts.map((p) => p.id));
          const byId = new Map(pts.map((p) => [p.id, p]));
          const seeds = groups.map((g) => byId.get(g.ids[0])!);
          for (const g of groups) {
            const seed = byId.get(g.ids[0])!;
            for (const id of g.ids) expect(dist(byId.get(id)!, seed)).toBeLessThanOrEqual(d);
            if (g.ids.some((id) => never.has(id))) expect(g.ids).toHaveLength(1);
          }
          for (let i = 0; i < seeds.length; i++)
            for (let j = i + 1; j < seeds.length; j++) {
              if (never.has(seeds[i].id) || never.has(seeds[j].id)) continue;
              expect(dist(seeds[i], seeds[j])).toBeGreaterThan(d);
            }
        },
      ),
    );
  });
});

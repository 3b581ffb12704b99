import { describe, expect, it } from 'vitest';
import { MAP_SHARE, windowFrames, type Frame, type Rect } from './windowFrames';

const area = (f: Frame) => f.width * f.maxHeight;
const inside = (f: Frame, r: Rect) =>
  f.x >= r.x && f.y >= r.y && f.x + f.width <= r.x + r.width && f.y + f.maxHeight <= r.y + r.height;

describe('alarm and reminders window frames', () => {
  // The monitor's map at 1280×720: right of the 340 px list, under the top bar and toolbar.
  const small: Rect = { x: 340, y: 100, width: 940, height: 590 };
  const large: Rect = { x: 340, y: 100, width: 1260, height: 770 };

  it('together never cover more than a third of the map, and stay inside its bottom and right edges', () => {
    for (const map of [small, large]) {
      const both = windowFrames(map, { alarms: true, reminders: true });
      expect(area(both.alarms) + area(both.reminders)).toBeLessThanOrEqual(map.width * map.height * MAP_SHARE);
      expect(inside(both.reminders, map)).toBe(true);
      expect(both.alarms.x + both.alarms.width).toBeLessThanOrEqual(map.x + map.width);
      expect(both.alarms.y + both.alarms.maxHeight).toBeLessThanOrEqual(map.y + map.height);
      for (const one of ['alarms', 'reminders'] as const) {
        const alone = windowFrames(map, { alarms: one === 'alarms', reminders: one === 'reminders' })[one];
        expect(area(alone)).toBeLessThanOrEqual(map.width * map.height * MAP_SHARE);
      }
    }
  });

  it("keeps the spec's 600 px and x 250 / y 100 where the window fits", () => {
    for (const map of [small, large])
      expect(windowFrames(map, { alarms: true, reminders: true }).alarms).toMatchObject({ x: 250, y: 100, width: 600 });
    // A narrow window: the alarm window moves left to stay inside the map's right edge.
    const narrow = windowFrames({ x: 340, y: 100, width: 500, height: 500 }, { alarms: true, reminders: false }).alarms;
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(840);
  });

  it('the alarm window alone keeps room for several rows at 1280×720', () => {
    expect(windowFrames(small, { alarms: true, reminders: false }).alarms.maxHeight).toBeGreaterThanOrEqual(300);
  });
});

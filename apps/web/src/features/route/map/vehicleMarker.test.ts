import { describe, expect, it } from 'vitest';
import { arrowDegrees, pointState, vehicleLabel } from './vehicleMarker';

const texts = { speed: (v: string) => `${v} km/h`, keyOn: 'on', keyOff: 'off' };

describe('route vehicle marker', () => {
  it('turns the arrow in 22.5° steps', () => {
    expect(arrowDegrees(0)).toBe(0);
    expect(arrowDegrees(11)).toBe(0);
    expect(arrowDegrees(12)).toBe(22.5);
    expect(arrowDegrees(100)).toBe(90);
    expect(arrowDegrees(350)).toBe(0); // 348.75 and over rounds up to north
    expect(arrowDegrees(340)).toBe(337.5);
    expect(arrowDegrees(-45)).toBe(315);
    expect(arrowDegrees(null)).toBeNull();
    expect(arrowDegrees('x')).toBeNull();
  });

  it('reads the marker state from the engine state, else key and speed', () => {
    expect(pointState('drive', 0, 0)).toBe('riding');
    expect(pointState('halt', 1, 0)).toBe('paused');
    expect(pointState('stop', 1, 50)).toBe('off');
    expect(pointState(null, 1, 20)).toBe('riding');
    expect(pointState(null, 1, 0)).toBe('paused');
    expect(pointState(null, 0, 20)).toBe('off');
  });

  it('builds the label from the switched-on parts only', () => {
    const parts = { regno: 'WE 123', speed: 54.6, key: 1, date: '2026-05-04 10:00:00' };
    const all = { regno: true, speed: true, key: true, date: true };
    expect(vehicleLabel(parts, all, texts)).toBe('WE 123\n55 km/h\non\n2026-05-04 10:00:00');
    expect(vehicleLabel({ ...parts, speed: null, key: 0 }, { ...all, regno: false, date: false }, texts)).toBe(
      '-- km/h\noff',
    );
    expect(vehicleLabel(parts, { regno: false, speed: false, key: false, date: false }, texts)).toBeNull();
  });
});

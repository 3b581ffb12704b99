import { describe, expect, it } from 'vitest';
import { DEVICE_ID_MSG, deviceIdError, isDeviceId } from './device-id';

describe('device identifiers by protocol', () => {
  it('accepts what users type into Traccar Client or OsmAnd for a phone', () => {
    for (const id of ['jan.kowalski', '123456', 'Kierowca_7', 'auto-firmowe-12', 'abcd', 'x'.repeat(64)]) {
      expect(isDeviceId('osmand', id)).toBe(true);
      expect(deviceIdError('osmand', id)).toBeNull();
    }
    for (const id of ['abc', 'x'.repeat(65), 'jan kowalski', 'jan@firma', 'łódź01', 'a/b/c/d']) {
      expect(isDeviceId('osmand', id)).toBe(false);
      expect(deviceIdError('osmand', id)).toBe(DEVICE_ID_MSG.osmand);
    }
  });

  it('keeps the IMEI rule for Teltonika (8–15 digits) and refuses phone names there', () => {
    expect(isDeviceId('teltonika', '356307042441013')).toBe(true);
    expect(isDeviceId('teltonika', '48241179')).toBe(true);
    for (const id of ['jan.kowalski', '123456', '3563070424410131', '35630704244101a']) {
      expect(isDeviceId('teltonika', id)).toBe(false);
      expect(deviceIdError('teltonika', id)).toBe(DEVICE_ID_MSG.teltonika);
    }
    expect(deviceIdError('teltonika', '')).toBe(DEVICE_ID_MSG.required);
    expect(deviceIdError('osmand', '')).toBe(DEVICE_ID_MSG.required);
  });
});

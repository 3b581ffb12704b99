import { describe, expect, it } from 'vitest';
import { keepRequest, requestRoute } from './widgetRequest';

describe('route widget requests', () => {
  const now = new Date(2026, 10, 25, 9, 30);

  it('a new request counts up and asks for today', () => {
    const first = requestRoute(null, 5, now);
    expect(first.vid).toBe(5);
    expect(first.seq).toBe(1);
    expect(requestRoute(first, 5, now).seq).toBe(2);
    expect(first.from_date < first.to_date).toBe(true);
  });

  it("keeps a request made for the new vehicle when the old vehicle's request is dropped in the same render", () => {
    // Route with preview of vehicle 6 while the widget shows vehicle 5: both updates of one
    // render apply in order — the load for 6, then the switch's clean-up.
    let state = requestRoute(null, 5, now);
    state = requestRoute(state, 6, now);
    expect(keepRequest(state, true, 6)).toBe(state);
  });

  it('drops the request when the widget closes or shows another vehicle', () => {
    const r = requestRoute(null, 5, now);
    expect(keepRequest(r, false, 5)).toBeNull();
    expect(keepRequest(r, true, 6)).toBeNull();
    expect(keepRequest(r, true, null)).toBeNull();
    expect(keepRequest(null, true, 5)).toBeNull();
  });
});

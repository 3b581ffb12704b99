import { beforeEach, describe, expect, it } from 'vitest';
import { useMonitor } from '../monitorStore';

/** The monitor store rules the route widget relies on (spec 1 §4 'Selecting a vehicle'). */
describe('route widget state in the monitor store', () => {
  beforeEach(() => {
    useMonitor.setState({ selectedId: null, routeWidget: { open: false, vid: null, load: 0 }, routeTrack: null });
  });

  it('route with preview opens the widget for the vehicle and bumps the load request', () => {
    const s = useMonitor.getState();
    s.selectVehicle(5);
    s.openRouteWidget(5, true);
    expect(useMonitor.getState().routeWidget).toEqual({ open: true, vid: 5, load: 1 });
    useMonitor.getState().openRouteWidget(5, false);
    expect(useMonitor.getState().routeWidget.load).toBe(1);
  });

  it('selecting another vehicle closes the widget and drops its track', () => {
    const s = useMonitor.getState();
    s.openRouteWidget(5, true);
    s.setRouteTrack({ vid: 5, lat: [51], lon: [17] });
    s.selectVehicle(6);
    expect(useMonitor.getState().routeWidget.open).toBe(false);
    expect(useMonitor.getState().routeTrack).toBeNull();
  });

  it('selecting the same vehicle keeps the widget and its track', () => {
    const s = useMonitor.getState();
    s.openRouteWidget(5, false);
    s.setRouteTrack({ vid: 5, lat: [51], lon: [17] });
    s.selectVehicle(5);
    expect(useMonitor.getState().routeWidget).toMatchObject({ open: true, vid: 5 });
    expect(useMonitor.getState().routeTrack?.vid).toBe(5);
  });

  it('a widget opened with no vehicle takes the one selected next', () => {
    const s = useMonitor.getState();
    s.openRouteWidget(null, false);
    s.selectVehicle(7);
    expect(useMonitor.getState().routeWidget).toMatchObject({ open: true, vid: 7 });
  });

  it('closing clears the track; fitting bumps the fit request only when there is a track', () => {
    const s = useMonitor.getState();
    s.fitRouteTrack();
    expect(useMonitor.getState().routeTrack).toBeNull();
    s.openRouteWidget(5, false);
    s.setRouteTrack({ vid: 5, lat: [51], lon: [17] });
    s.fitRouteTrack();
    expect(useMonitor.getState().routeTrack?.fitSeq).toBe(1);
    s.closeRouteWidget();
    expect(useMonitor.getState()).toMatchObject({ routeWidget: { open: false, vid: null }, routeTrack: null });
  });
});

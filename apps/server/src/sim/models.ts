/**
 * Physical behaviour of each kind of demo vehicle: acceleration, braking, cruising speeds by
 * road kind, engine revolutions and how often its driver brakes harshly.
 */
import type { VehicleKind } from './fleet-spec';
import type { RoadKind } from './road-data';

export interface KindModel {
  /** Acceleration from standstill, m/s² (falls off with speed). */
  accel: number;
  /** Comfortable braking, m/s². */
  decel: number;
  /** Typical cruising speed by road kind, km/h. */
  cruise: Record<RoadKind, number>;
  /** Speed through towns at the ends of a trip on an open road, km/h. */
  access: number;
  /** Top speed (a truck's limiter), km/h. */
  top: number;
  idleRpm: number;
  /** rpm added per km/h (top gear). */
  rpmPerKmh: number;
  /** Harsh braking events per hour of driving. */
  harshBrakePerHour: number;
  /** Probability of a harsh acceleration when pulling away. */
  harshAccelPerStart: number;
  /** Fuel tank refill rate, litres per minute. */
  pumpLitresPerMinute: number;
}

const ROAD = (motorway: number, expressway: number, national: number, city: number, rail: number) => ({
  motorway,
  expressway,
  national,
  city,
  rail,
});

export const KIND_MODELS: Record<VehicleKind, KindModel> = {
  car: {
    accel: 2.2,
    decel: 2.2,
    cruise: ROAD(128, 118, 88, 42, 0),
    access: 55,
    top: 175,
    idleRpm: 780,
    rpmPerKmh: 13,
    harshBrakePerHour: 0.12,
    harshAccelPerStart: 0.01,
    pumpLitresPerMinute: 35,
  },
  pickup: {
    accel: 1.8,
    decel: 2.0,
    cruise: ROAD(118, 110, 84, 40, 0),
    access: 55,
    top: 160,
    idleRpm: 800,
    rpmPerKmh: 15,
    harshBrakePerHour: 0.15,
    harshAccelPerStart: 0.01,
    pumpLitresPerMinute: 35,
  },
  truck: {
    accel: 0.8,
    decel: 1.4,
    cruise: ROAD(86, 84, 72, 38, 0),
    access: 50,
    top: 89,
    idleRpm: 600,
    rpmPerKmh: 8.5,
    harshBrakePerHour: 0.08,
    harshAccelPerStart: 0,
    pumpLitresPerMinute: 60,
  },
  truckTrailer: {
    accel: 0.5,
    decel: 1.2,
    cruise: ROAD(85, 83, 70, 35, 0),
    access: 50,
    top: 89,
    idleRpm: 600,
    rpmPerKmh: 8.5,
    harshBrakePerHour: 0.06,
    harshAccelPerStart: 0,
    pumpLitresPerMinute: 70,
  },
  delivery: {
    accel: 1.3,
    decel: 1.8,
    cruise: ROAD(105, 100, 80, 38, 0),
    access: 50,
    top: 140,
    idleRpm: 750,
    rpmPerKmh: 17,
    harshBrakePerHour: 0.2,
    harshAccelPerStart: 0.005,
    pumpLitresPerMinute: 35,
  },
  locomotive: {
    accel: 0.18,
    decel: 0.35,
    cruise: ROAD(0, 0, 0, 0, 88),
    access: 40,
    top: 120,
    idleRpm: 0,
    rpmPerKmh: 0,
    harshBrakePerHour: 0,
    harshAccelPerStart: 0,
    pumpLitresPerMinute: 0,
  },
  emu: {
    accel: 0.9,
    decel: 0.8,
    cruise: ROAD(0, 0, 0, 0, 118),
    access: 60,
    top: 160,
    idleRpm: 0,
    rpmPerKmh: 0,
    harshBrakePerHour: 0,
    harshAccelPerStart: 0,
    pumpLitresPerMinute: 0,
  },
  motorbike: {
    accel: 3.0,
    decel: 2.8,
    cruise: ROAD(125, 115, 90, 45, 0),
    access: 55,
    top: 180,
    idleRpm: 1200,
    rpmPerKmh: 38,
    harshBrakePerHour: 0.3,
    harshAccelPerStart: 0.06,
    pumpLitresPerMinute: 20,
  },
  logger: {
    accel: 0.5,
    decel: 1.2,
    cruise: ROAD(84, 82, 70, 35, 0),
    access: 50,
    top: 89,
    idleRpm: 0,
    rpmPerKmh: 0,
    harshBrakePerHour: 0,
    harshAccelPerStart: 0,
    pumpLitresPerMinute: 0,
  },
};

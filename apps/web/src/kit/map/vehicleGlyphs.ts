import type { VehicleIconName } from './markerKeys';

/**
 * The eight vehicle glyphs of spec 1 §3.1, drawn in code on a 24×24 grid (side views facing
 * right, the train also head-on) so the app needs no image assets. `body` is filled with the
 * glyph colour, `cut` (windows, lights) with the marker colour, `wheels` are [x, y, r] discs,
 * `lines` are stroked with the glyph colour.
 */
interface Glyph {
  body: string;
  cut?: string;
  wheels?: [number, number, number][];
  lines?: string;
}

export const VEHICLE_GLYPHS: Record<VehicleIconName, Glyph> = {
  car: {
    body: 'M2 14 Q2 12 4 12 L6 8 Q7 6.5 9 6.5 H15 Q17 6.5 18 8 L20 12 Q22 12 22 14 V16.5 H2 Z',
    cut: 'M7 11.5 L8.4 8.3 Q8.8 7.8 9.5 7.8 H11.5 V11.5 Z M12.6 11.5 V7.8 H14.6 Q15.3 7.8 15.7 8.3 L17.2 11.5 Z',
    wheels: [
      [7, 17, 2.4],
      [17, 17, 2.4],
    ],
  },
  'car-pickup': {
    body: 'M1.5 11 H11 V7.5 Q11 6.5 12 6.5 H16 Q17 6.5 17.6 7.3 L20 11 H21 Q22.5 11 22.5 12.5 V16.5 H1.5 Z',
    cut: 'M12.5 10.5 V7.8 H15.6 L17.6 10.5 Z',
    wheels: [
      [6, 17, 2.4],
      [18, 17, 2.4],
    ],
  },
  truck: {
    body: 'M1.5 4.5 H14 V16.5 H1.5 Z M15 8 H19 L22.5 12 V16.5 H15 Z',
    cut: 'M16.2 9.3 H18.5 L20.8 12 H16.2 Z',
    wheels: [
      [5.5, 17.5, 2.3],
      [18.5, 17.5, 2.3],
    ],
  },
  'truck-trailer': {
    body: 'M0.5 5 H14.5 V15.5 H0.5 Z M15.5 8.5 H19.5 L23.5 12 V16.5 H15.5 Z M13 15.5 H16 V16.5 H13 Z',
    cut: 'M16.6 9.6 H19 L21.6 12 H16.6 Z',
    wheels: [
      [3.5, 17.5, 2],
      [8, 17.5, 2],
      [19.5, 17.5, 2.2],
    ],
  },
  'truck-delivery': {
    body: 'M1.5 6 H15 L18.5 9.5 L21.5 10.5 Q22.5 11 22.5 12 V16.5 H1.5 Z',
    cut: 'M15.5 7.5 L18 10 H15.5 Z',
    wheels: [
      [6, 17.5, 2.3],
      [18, 17.5, 2.3],
    ],
    lines: 'M3.5 13 H13',
  },
  train: {
    body: 'M6 6 Q6 2.5 12 2.5 Q18 2.5 18 6 V17 Q18 19 16 19 H8 Q6 19 6 17 Z',
    cut: 'M7.8 6 H16.2 V10.5 H7.8 Z M8.3 14.2 A1.3 1.3 0 1 0 10.9 14.2 A1.3 1.3 0 1 0 8.3 14.2 Z M13.1 14.2 A1.3 1.3 0 1 0 15.7 14.2 A1.3 1.3 0 1 0 13.1 14.2 Z',
    lines: 'M8 19.5 L6 22.5 M16 19.5 L18 22.5',
  },
  'train-variant': {
    body: 'M1 7 Q1 5 3 5 H17 Q21 5 22.8 11 L23 15.5 H1 Z',
    cut: 'M3 7 H6 V10 H3 Z M7.5 7 H10.5 V10 H7.5 Z M12 7 H15 V10 H12 Z M16.5 7 H18.5 Q20 7.5 20.8 10 H16.5 Z',
    wheels: [
      [4.5, 17, 1.7],
      [9, 17, 1.7],
      [15, 17, 1.7],
      [19.5, 17, 1.7],
    ],
    lines: 'M0.5 19.5 H23.5',
  },
  motorbike: {
    body: 'M8.5 8.5 H14 L15.5 11 H9.5 Z M15 6 H18.5 V7.4 H15.8 Z',
    lines: 'M5 16 L9.5 10.5 M9.5 11 H15.5 L19 16 M14.6 10.5 L16.2 6.7 M9.5 11 L12 15.5 H15',
    wheels: [
      [5, 16, 3.3],
      [19, 16, 3.3],
    ],
  },
};

const paths = new Map<string, Path2D>();
function path(d: string): Path2D {
  let p = paths.get(d);
  if (!p) paths.set(d, (p = new Path2D(d)));
  return p;
}

/**
 * Draws a glyph centred at (cx, cy), `size` pixels wide. The motorbike's wheels are rings so
 * it reads as a motorbike and not a cart; every other vehicle has solid wheels.
 */
export function drawGlyph(
  ctx: CanvasRenderingContext2D,
  name: VehicleIconName,
  cx: number,
  cy: number,
  size: number,
  ink: string,
  cutColor: string,
): void {
  const g = VEHICLE_GLYPHS[name];
  const k = size / 24;
  ctx.save();
  ctx.translate(cx - size / 2, cy - size / 2);
  ctx.scale(k, k);
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.fill(path(g.body));
  if (g.lines) {
    ctx.lineWidth = 1.8;
    ctx.stroke(path(g.lines));
  }
  for (const [x, y, r] of g.wheels ?? []) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    if (name === 'motorbike') {
      ctx.lineWidth = 1.8;
      ctx.stroke();
    } else {
      ctx.fillStyle = ink;
      ctx.fill();
      ctx.fillStyle = cutColor;
      ctx.beginPath();
      ctx.arc(x, y, r * 0.4, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (g.cut) {
    ctx.fillStyle = cutColor;
    ctx.fill(path(g.cut));
  }
  ctx.restore();
}

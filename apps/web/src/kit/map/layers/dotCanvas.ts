import type { FrameState } from 'ol/Map';
import type { MarkerLook } from '../markerKeys';

/**
 * The compact markers of a crowded view, drawn straight into the pixels of one canvas.
 *
 * Without a GPU (the e2e and kiosk Chromium runs with --disable-gpu, WebGL then falls back to
 * SwiftShader) every canvas drawImage costs ~10 µs and OpenLayers wraps each one in
 * save/restore: 5,000 markers took 50–100 ms a frame, and WebGL through SwiftShader was slower
 * still. Stamping pre-rendered dot sprites into an ImageData and putting it once costs a few
 * milliseconds for the whole fleet, so the view stays fluid while panning (docs/decisions.md,
 * 'Monitor map renderer').
 */

/** Dot diameter in CSS pixels. */
export const DOT_SIZE = 14;
/** Drawn beyond each edge of the view (CSS pixels), so a drag shows dots before it ends. */
const MARGIN = 160;

const STATE_RGB: Record<MarkerLook['state'], string> = { riding: '#2fb344', paused: '#f59f00', off: '#868e96' };

interface Sprite {
  size: number;
  /** Column and row of each opaque pixel, and its colour as one 32-bit RGBA word. */
  solidX: Int16Array;
  solidY: Int16Array;
  solid: Uint32Array;
  /** The same for the anti-aliased rim (partly transparent pixels), blended one by one. */
  rimX: Int16Array;
  rimY: Int16Array;
  rim: Uint8ClampedArray;
}

/** Dots of equal looks share a sprite: colour, key state and old-data level. */
export function dotKey(look: Pick<MarkerLook, 'color' | 'state' | 'age'>): string {
  return `${look.color}|${look.state}|${look.age >= 2 ? 2 : look.age}`;
}

function drawSprite(look: Pick<MarkerLook, 'color' | 'state' | 'age'>, ratio: number): Sprite {
  const size = Math.round(DOT_SIZE * ratio);
  const el = document.createElement('canvas');
  el.width = el.height = size;
  const ctx = el.getContext('2d', { willReadFrequently: true })!;
  ctx.scale(ratio, ratio);
  const c = DOT_SIZE / 2;
  ctx.globalAlpha = look.age >= 2 ? 0.5 : 1;
  ctx.beginPath();
  ctx.arc(c, c, 6, 0, Math.PI * 2);
  // The ring: key state, or orange for data 15–60 min old (the full marker's dashed ring).
  ctx.fillStyle = look.age === 1 ? '#e8590c' : STATE_RGB[look.state];
  ctx.fill();
  ctx.beginPath();
  ctx.arc(c, c, 4, 0, Math.PI * 2);
  ctx.fillStyle = look.color;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  const data = ctx.getImageData(0, 0, size, size).data;
  const words = new Uint32Array(data.buffer.slice(0));
  const solidX: number[] = [];
  const solidY: number[] = [];
  const solid: number[] = [];
  const rimX: number[] = [];
  const rimY: number[] = [];
  const rim: number[] = [];
  for (let i = 0; i < size * size; i++) {
    const a = data[i * 4 + 3];
    if (a === 0) continue;
    if (a === 255) {
      solidX.push(i % size);
      solidY.push((i / size) | 0);
      solid.push(words[i]);
    } else {
      rimX.push(i % size);
      rimY.push((i / size) | 0);
      rim.push(data[i * 4], data[i * 4 + 1], data[i * 4 + 2], a);
    }
  }
  return {
    size,
    solidX: Int16Array.from(solidX),
    solidY: Int16Array.from(solidY),
    solid: Uint32Array.from(solid),
    rimX: Int16Array.from(rimX),
    rimY: Int16Array.from(rimY),
    rim: Uint8ClampedArray.from(rim),
  };
}

/** What a drawing of the dots was made for: the view's transform, size and pixel ratio, and the dots. */
export interface DrawnView {
  transform: readonly number[];
  size: readonly number[];
  ratio: number;
  keys: readonly string[];
}

/**
 * The CSS shift that lets a frame reuse the last drawing, or null when the dots must be drawn
 * again: the same dots at the same scale, size and pixel ratio, moved by less than the drawn
 * margin. Whether the view is still moving does not matter: redrawing when a drag ends (to
 * centre the margin again) was the longest frame of a drag; the next drag redraws if it runs
 * past the margin.
 */
export function reuseShift(last: DrawnView | null, next: DrawnView, margin = MARGIN): [number, number] | null {
  if (!last || last.keys !== next.keys || last.ratio !== next.ratio) return null;
  const [a0, a1, a2, a3] = last.transform;
  const [b0, b1, b2, b3] = next.transform;
  if (a0 !== b0 || a1 !== b1 || a2 !== b2 || a3 !== b3) return null;
  if (last.size[0] !== next.size[0] || last.size[1] !== next.size[1]) return null;
  const dx = next.transform[4] - last.transform[4];
  const dy = next.transform[5] - last.transform[5];
  return Math.abs(dx) < margin && Math.abs(dy) < margin ? [dx, dy] : null;
}

export interface DotInput {
  id: number;
  /** EPSG:3857 */
  x: number;
  y: number;
  look: Pick<MarkerLook, 'color' | 'state' | 'age'>;
}

export class DotCanvas {
  readonly element: HTMLCanvasElement;
  private ctx: CanvasRenderingContext2D;
  private image: ImageData | null = null;
  private words: Uint32Array | null = null;
  private sprites = new Map<string, Sprite>();
  private spriteRatio = 0;
  /** Map coordinates (EPSG:3857) and sprite keys of the dots, set by setDots. */
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);
  private keys: string[] = [];
  private ids = new Int32Array(0);
  /** The view of the last drawing; its transform maps coordinates to CSS pixels for hit tests. */
  private drawn: DrawnView | null = null;
  /** Shift applied since that drawing (CSS pixels). */
  private offset: [number, number] = [0, 0];
  private looks = new Map<string, Pick<MarkerLook, 'color' | 'state' | 'age'>>();

  constructor() {
    this.element = document.createElement('canvas');
    this.element.className = 'map-dot-layer';
    this.element.style.position = 'absolute';
    this.element.style.left = `${-MARGIN}px`;
    this.element.style.top = `${-MARGIN}px`;
    this.ctx = this.element.getContext('2d')!;
  }

  setDots(dots: readonly DotInput[]): void {
    this.ids = Int32Array.from(dots, (d) => d.id);
    this.xs = Float64Array.from(dots, (d) => d.x);
    this.ys = Float64Array.from(dots, (d) => d.y);
    this.keys = dots.map((d) => {
      const key = dotKey(d.look);
      if (!this.looks.has(key)) this.looks.set(key, d.look);
      return key;
    });
  }

  get count(): number {
    return this.keys.length;
  }

  private sprite(key: string, ratio: number): Sprite {
    if (ratio !== this.spriteRatio) {
      this.sprites.clear();
      this.spriteRatio = ratio;
    }
    let s = this.sprites.get(key);
    if (!s) this.sprites.set(key, (s = drawSprite(this.looks.get(key)!, ratio)));
    return s;
  }

  /**
   * The OpenLayers render function. While the view only moved (dragged, animated or stopped
   * after a move) within the drawn margin at an unchanged resolution, the last drawing is only
   * shifted (a CSS transform, no pixel work, nothing new for the compositor); otherwise every
   * dot is stamped into one ImageData covering the view plus a margin, put once.
   */
  render(frameState: FrameState): HTMLElement {
    const t = frameState.coordinateToPixelTransform;
    const ratio = frameState.pixelRatio;
    const view: DrawnView = { transform: [...t], size: [...frameState.size], ratio, keys: this.keys };
    const shift = reuseShift(this.drawn, view);
    if (shift) {
      if (shift[0] !== this.offset[0] || shift[1] !== this.offset[1]) {
        this.offset = shift;
        this.element.style.transform = `translate(${shift[0]}px, ${shift[1]}px)`;
      }
      return this.element;
    }
    this.offset = [0, 0];
    this.element.style.transform = '';
    this.drawn = view;
    const cssW = frameState.size[0] + 2 * MARGIN;
    const cssH = frameState.size[1] + 2 * MARGIN;
    const w = Math.round(cssW * ratio);
    const h = Math.round(cssH * ratio);
    if (this.element.width !== w || this.element.height !== h) {
      this.element.width = w;
      this.element.height = h;
      this.element.style.width = `${cssW}px`;
      this.element.style.height = `${cssH}px`;
      this.image = null;
    }
    if (!this.image) {
      this.image = this.ctx.createImageData(w, h);
      this.words = new Uint32Array(this.image.data.buffer);
    }
    const out = this.image.data;
    const words = this.words!;
    words.fill(0);
    for (let i = 0; i < this.keys.length; i++) {
      const s = this.sprite(this.keys[i], ratio);
      const px = Math.round((t[0] * this.xs[i] + t[2] * this.ys[i] + t[4] + MARGIN) * ratio - s.size / 2);
      const py = Math.round((t[1] * this.xs[i] + t[3] * this.ys[i] + t[5] + MARGIN) * ratio - s.size / 2);
      if (px <= -s.size || py <= -s.size || px >= w || py >= h) continue;
      const inside = px >= 0 && py >= 0 && px + s.size <= w && py + s.size <= h;
      // Opaque pixels are copied as whole words (the common case, no per-channel work).
      for (let k = 0; k < s.solid.length; k++) {
        const sx = px + s.solidX[k];
        const sy = py + s.solidY[k];
        if (!inside && (sx < 0 || sy < 0 || sx >= w || sy >= h)) continue;
        words[sy * w + sx] = s.solid[k];
      }
      // The rim is blended "source over" on non-premultiplied values.
      for (let k = 0; k < s.rimX.length; k++) {
        const sx = px + s.rimX[k];
        const sy = py + s.rimY[k];
        if (!inside && (sx < 0 || sy < 0 || sx >= w || sy >= h)) continue;
        const o = (sy * w + sx) * 4;
        const sa = s.rim[k * 4 + 3] / 255;
        const da = out[o + 3] / 255;
        if (da === 0) {
          out[o] = s.rim[k * 4];
          out[o + 1] = s.rim[k * 4 + 1];
          out[o + 2] = s.rim[k * 4 + 2];
          out[o + 3] = s.rim[k * 4 + 3];
          continue;
        }
        const oa = sa + da * (1 - sa);
        out[o] = (s.rim[k * 4] * sa + out[o] * da * (1 - sa)) / oa;
        out[o + 1] = (s.rim[k * 4 + 1] * sa + out[o + 1] * da * (1 - sa)) / oa;
        out[o + 2] = (s.rim[k * 4 + 2] * sa + out[o + 2] * da * (1 - sa)) / oa;
        out[o + 3] = oa * 255;
      }
    }
    this.ctx.putImageData(this.image, 0, 0);
    return this.element;
  }

  /** Id of the dot nearest to a pixel of the map (CSS pixels) within the dot's radius, or null. */
  hit(pixel: number[], slack = 2): number | null {
    const t = this.drawn?.transform;
    if (!t) return null;
    const max = DOT_SIZE / 2 + slack;
    let best: number | null = null;
    let bestD = max * max;
    // Later dots are drawn over earlier ones: on equal distance the later one wins.
    const [ox, oy] = this.offset;
    for (let i = 0; i < this.keys.length; i++) {
      const dx = t[0] * this.xs[i] + t[2] * this.ys[i] + t[4] + ox - pixel[0];
      const dy = t[1] * this.xs[i] + t[3] * this.ys[i] + t[5] + oy - pixel[1];
      const d = dx * dx + dy * dy;
      if (d <= bestD) {
        bestD = d;
        best = this.ids[i];
      }
    }
    return best;
  }
}

import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import CircleStyle from 'ol/style/Circle';
import {
  HEADING_STEP_DEG,
  clusterRadius,
  headingBucket,
  markerKey,
  type MarkerLook,
  type MarkerState,
} from './markerKeys';
import { drawGlyph } from './vehicleGlyphs';

/**
 * Vehicle, arrow and cluster styles, each drawn once per look and cached: thousands of
 * markers share a few dozen canvases, so a frame is only image copies (docs/decisions.md,
 * 'Monitor map renderer').
 */

/** Marker canvas edge in CSS pixels; the badge, its halo, the state dot and the arrow fit inside. */
const BOX = 48;
const C = BOX / 2;
const BADGE_R = 13;
const SELECTED_R = 15;
export const BRAND = '#1554ad';

const STATE_COLOR: Record<MarkerState, string> = { riding: '#2fb344', paused: '#f59f00', off: '#868e96' };
const ARROW_COLOR: Record<MarkerState, string> = { riding: '#1d7a32', paused: '#b26b00', off: '#5c6670' };

function canvas(): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const ratio = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
  const el = document.createElement('canvas');
  el.width = el.height = Math.round(BOX * ratio);
  const ctx = el.getContext('2d')!;
  ctx.scale(ratio, ratio);
  return [el, ctx];
}

function disc(ctx: CanvasRenderingContext2D, r: number, fill: string, stroke?: string, width = 2): void {
  ctx.beginPath();
  ctx.arc(C, C, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.lineWidth = width;
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
}

function drawMarker(look: MarkerLook): HTMLCanvasElement {
  const [el, ctx] = canvas();
  const r = look.selected ? SELECTED_R : BADGE_R;
  if (look.selected) disc(ctx, r + 6, 'rgba(21, 84, 173, 0.22)', BRAND, 2);
  if (look.age === 1) {
    // Data 15–60 min old: an amber ring around the badge.
    ctx.setLineDash([4, 3]);
    disc(ctx, r + 3, 'rgba(0,0,0,0)', '#e8590c', 2);
    ctx.setLineDash([]);
  }
  // Old data (level 2 and over) fades the whole badge: the position may no longer be true.
  ctx.globalAlpha = look.age >= 2 ? 0.5 : 1;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 3;
  ctx.shadowOffsetY = 1;
  disc(ctx, r, look.color, '#ffffff', 2);
  ctx.shadowColor = 'transparent';
  drawGlyph(ctx, look.icon, C, C, r * 1.55, '#ffffff', look.color);
  ctx.globalAlpha = 1;
  // Key state dot at the lower right: green riding, amber paused (key on, standing), grey off.
  ctx.beginPath();
  ctx.arc(C + r * 0.72, C + r * 0.72, 4.5, 0, Math.PI * 2);
  ctx.fillStyle = STATE_COLOR[look.state];
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  return el;
}

const markerStyles = new Map<string, Style>();

export function markerStyle(look: MarkerLook): Style {
  const key = markerKey(look);
  let style = markerStyles.get(key);
  if (!style) {
    style = new Style({ image: new Icon({ img: drawMarker(look), width: BOX, height: BOX }) });
    markerStyles.set(key, style);
  }
  return style;
}

const arrowImages = new Map<MarkerState, HTMLCanvasElement>();
const arrowStyles = new Map<string, Style>();

/** A pointer just outside the badge; rotating the image about its centre turns it around the badge. */
function arrowImage(state: MarkerState): HTMLCanvasElement {
  let el = arrowImages.get(state);
  if (!el) {
    const [c, ctx] = canvas();
    ctx.beginPath();
    ctx.moveTo(C, C - 23);
    ctx.lineTo(C - 5.5, C - 15.5);
    ctx.lineTo(C + 5.5, C - 15.5);
    ctx.closePath();
    ctx.fillStyle = ARROW_COLOR[state];
    ctx.fill();
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    arrowImages.set(state, (el = c));
  }
  return el;
}

/** The arrow turned to the heading rounded to `step` degrees (5 on the monitor, 22.5 on the route). */
export function arrowStyle(state: MarkerState, azh: number, step = HEADING_STEP_DEG): Style {
  const bucket = headingBucket(azh, step);
  const key = `${state}|${bucket}`;
  let style = arrowStyles.get(key);
  if (!style) {
    style = new Style({
      image: new Icon({ img: arrowImage(state), width: BOX, height: BOX, rotation: (bucket * Math.PI) / 180 }),
    });
    arrowStyles.set(key, style);
  }
  return style;
}

const clusterStyles = new Map<number, Style>();

/** A blue bubble with the member count; cached per count. */
export function clusterStyle(count: number): Style {
  let style = clusterStyles.get(count);
  if (!style) {
    style = new Style({
      image: new CircleStyle({
        radius: clusterRadius(count),
        fill: new Fill({ color: 'rgba(21, 84, 173, 0.85)' }),
        stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: 3 }),
      }),
      text: new Text({
        text: String(count),
        font: '600 12px system-ui, sans-serif',
        fill: new Fill({ color: '#ffffff' }),
      }),
    });
    clusterStyles.set(count, style);
  }
  return style;
}

let obstacle: Style | null = null;

/**
 * A marker's badge as an invisible obstacle in the labels' declutter group: no vehicle's label
 * is drawn over another vehicle's marker (issue 13 §3). Badge-sized, so a marker's own label
 * (below it, offsetY 26) never collides with it.
 */
export function labelObstacleStyle(): Style {
  if (!obstacle) {
    const size = 2 * (SELECTED_R + 1);
    const el = document.createElement('canvas');
    el.width = el.height = size;
    // Above the bubbles (zIndex 0–1): within a layer, decluttering starts from the highest.
    obstacle = new Style({
      image: new Icon({ img: el, width: size, height: size, declutterMode: 'obstacle' }),
      zIndex: 10,
    });
  }
  return obstacle;
}

const LABEL_BG = new Fill({ color: 'rgba(255, 255, 255, 0.94)' });
const LABEL_BORDER = new Stroke({ color: 'rgba(21, 84, 173, 0.55)', width: 1 });
const LABEL_BORDER_SELECTED = new Stroke({ color: BRAND, width: 1.5 });
const LABEL_INK = new Fill({ color: '#1f2d3d' });

/** The bubble under a marker: the registration in bold, then the optional lines (monit-vi-*). */
export function labelStyle(text: string, selected: boolean): Style {
  const [first, ...rest] = text.split('\n');
  const bold = `${selected ? 700 : 600} 11px system-ui, sans-serif`;
  const plain = '400 11px system-ui, sans-serif';
  return new Style({
    text: new Text({
      // Rich text: pairs of [text, font]; every line break is a chunk of its own.
      text: [first, bold, ...rest.flatMap((line) => ['\n', plain, line, plain])],
      offsetY: selected ? 30 : 26,
      textBaseline: 'top',
      fill: LABEL_INK,
      backgroundFill: LABEL_BG,
      backgroundStroke: selected ? LABEL_BORDER_SELECTED : LABEL_BORDER,
      padding: [2, 4, 1, 4],
      overflow: true,
    }),
    zIndex: selected ? 1 : 0,
  });
}

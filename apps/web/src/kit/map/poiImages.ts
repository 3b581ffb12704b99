import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';

/**
 * POI looks (spec 1 §2.7): type 1 blue, other types red; bases (pid 'p1…') get the base
 * icon — a house — and own points a pin. Drawn in code once per look and cached.
 */
const TONES = {
  blue: { ink: '#1c7ed6', fill: 'rgba(28, 126, 214, 0.16)' },
  red: { ink: '#e03131', fill: 'rgba(224, 49, 49, 0.14)' },
} as const;
export type PoiToneName = keyof typeof TONES;

const BOX = 30;

function drawPoiIcon(tone: PoiToneName, base: boolean): HTMLCanvasElement {
  const ratio = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
  const el = document.createElement('canvas');
  el.width = el.height = Math.round(BOX * ratio);
  const ctx = el.getContext('2d')!;
  ctx.scale(ratio, ratio);
  const ink = TONES[tone].ink;
  ctx.lineJoin = 'round';
  ctx.shadowColor = 'rgba(0, 0, 0, 0.3)';
  ctx.shadowBlur = 2;
  if (base) {
    // A house: roof and walls on a white outline, a door cut out.
    ctx.beginPath();
    ctx.moveTo(15, 3);
    ctx.lineTo(27, 13);
    ctx.lineTo(24, 13);
    ctx.lineTo(24, 26);
    ctx.lineTo(6, 26);
    ctx.lineTo(6, 13);
    ctx.lineTo(3, 13);
    ctx.closePath();
    ctx.fillStyle = ink;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(12.5, 17, 5, 9);
  } else {
    // A pin with its point on the POI's place.
    ctx.beginPath();
    ctx.arc(15, 11, 8.5, Math.PI * 0.85, Math.PI * 2.15);
    ctx.lineTo(15, 28);
    ctx.closePath();
    ctx.fillStyle = ink;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.shadowColor = 'transparent';
    ctx.beginPath();
    ctx.arc(15, 11, 3.2, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  }
  return el;
}

const iconStyles = new Map<string, Style>();

export function poiIconStyle(tone: PoiToneName, base: boolean): Style {
  const key = `${tone}|${base ? 1 : 0}`;
  let style = iconStyles.get(key);
  if (!style) {
    style = new Style({
      image: new Icon({
        img: drawPoiIcon(tone, base),
        width: BOX,
        height: BOX,
        // A pin stands on its point; a house sits on its place.
        anchor: base ? [0.5, 0.5] : [0.5, 0.93],
      }),
      zIndex: 2,
    });
    iconStyles.set(key, style);
  }
  return style;
}

const areaStyles = new Map<PoiToneName, Style>();

export function poiAreaStyle(tone: PoiToneName): Style {
  let style = areaStyles.get(tone);
  if (!style) {
    style = new Style({
      fill: new Fill({ color: TONES[tone].fill }),
      stroke: new Stroke({ color: TONES[tone].ink, width: 2 }),
    });
    areaStyles.set(tone, style);
  }
  return style;
}

/** The name under the icon: a pin stands on its point, the base house is centred on it. */
export function poiLabelStyle(name: string, tone: PoiToneName, base: boolean): Style {
  return new Style({
    text: new Text({
      text: name,
      font: '500 11px system-ui, sans-serif',
      offsetY: base ? 16 : 6,
      textBaseline: 'top',
      fill: new Fill({ color: TONES[tone].ink }),
      stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: 3 }),
    }),
  });
}

// Marker icons drawn in HTML (no image files: Leaflet's default PNG icons break under bundlers).
import L from 'leaflet';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A dot in the category's colour. */
export function dotIcon(color: string) {
  return L.divIcon({
    className: 'souk-marker',
    html: `<span style="display:block;width:18px;height:18px;border-radius:9999px;background:${escape(color)};border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45)"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
    popupAnchor: [0, -10],
  });
}

/** A bubble with the number of listings it stands for. */
export function clusterIcon(count: number) {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 50;
  return L.divIcon({
    className: 'souk-cluster',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:9999px;background:#1d4ed8;color:#fff;font:600 12px/1 system-ui,sans-serif;border:3px solid rgba(255,255,255,.85);box-shadow:0 0 0 1px rgba(0,0,0,.35)">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The user's own position: a ring. */
export function userIcon() {
  return L.divIcon({
    className: 'souk-user',
    html: '<span style="display:block;width:20px;height:20px;border-radius:9999px;background:#2563eb;border:4px solid #bfdbfe;box-shadow:0 0 0 1px #1e3a8a"></span>',
    iconSize: [20, 20],
    iconAnchor: [10, 10],
    popupAnchor: [0, -10],
  });
}

/** The picker's pin. */
export function pinIcon() {
  return L.divIcon({
    className: 'souk-pin',
    html: '<svg width="28" height="36" viewBox="0 0 28 36" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 22 14 22s14-11.5 14-22C28 6.3 21.7 0 14 0z" fill="#dc2626" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
  });
}

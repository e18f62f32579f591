/**
 * The pictures of the demo portfolios: an SVG composition per item — the creator's colours, soft light, and a
 * product of the item's category on a surface — rendered by sharp. No text (fonts differ between machines) and no
 * outside resource, so the same item makes the same picture anywhere.
 */
import type { CreatorCategory } from '../../../src/domain/constants';

type Palette = [string, string, string];

/** Each category's product, drawn in a 200 × 200 box; `a` is the accent colour, `l` a light tone. */
const MOTIFS: Record<CreatorCategory, (a: string, l: string) => string> = {
  beauty: (a, l) =>
    `<rect x="72" y="62" width="56" height="118" rx="16" fill="${a}"/><rect x="86" y="34" width="28" height="32" rx="5" fill="${l}"/>` +
    `<rect x="80" y="100" width="40" height="36" rx="5" fill="${l}" opacity="0.75"/><circle cx="150" cy="150" r="10" fill="${a}" opacity="0.6"/>` +
    `<circle cx="40" cy="130" r="14" fill="${l}" opacity="0.8"/>`,
  apparel: (a, l) =>
    `<path d="M60 42 L86 30 Q100 48 114 30 L140 42 L168 74 L146 90 L138 78 L138 172 L62 172 L62 78 L54 90 L32 74 Z" fill="${a}"/>` +
    `<path d="M86 30 Q100 48 114 30" fill="none" stroke="${l}" stroke-width="5"/><rect x="80" y="110" width="40" height="6" rx="3" fill="${l}" opacity="0.7"/>`,
  food: (a, l) =>
    `<circle cx="100" cy="110" r="78" fill="${l}"/><circle cx="100" cy="110" r="58" fill="#ffffff" opacity="0.6"/>` +
    `<circle cx="82" cy="98" r="16" fill="${a}"/><circle cx="116" cy="92" r="12" fill="${a}" opacity="0.7"/><circle cx="108" cy="126" r="18" fill="${a}" opacity="0.85"/>` +
    `<rect x="178" y="40" width="8" height="140" rx="4" fill="${a}"/>`,
  games: (a, l) =>
    `<rect x="28" y="66" width="144" height="78" rx="38" fill="${a}"/><rect x="56" y="88" width="10" height="34" rx="3" fill="${l}"/>` +
    `<rect x="44" y="100" width="34" height="10" rx="3" fill="${l}"/><circle cx="132" cy="94" r="8" fill="${l}"/><circle cx="148" cy="112" r="8" fill="${l}"/>`,
  home: (a, l) =>
    `<path d="M30 100 L100 40 L170 100 Z" fill="${a}"/><rect x="46" y="98" width="108" height="82" fill="${l}"/>` +
    `<rect x="86" y="126" width="28" height="54" fill="${a}"/><rect x="58" y="112" width="20" height="20" fill="${a}" opacity="0.5"/><rect x="122" y="112" width="20" height="20" fill="${a}" opacity="0.5"/>`,
  baby: (a, l) =>
    `<circle cx="100" cy="72" r="44" fill="${a}"/><circle cx="100" cy="72" r="26" fill="${l}" opacity="0.8"/>` +
    `<rect x="92" y="112" width="16" height="62" rx="8" fill="${a}"/><circle cx="100" cy="178" r="14" fill="${l}"/>`,
  health: (a, l) =>
    `<path d="M100 172 C24 116 40 42 100 78 C160 42 176 116 100 172 Z" fill="${a}"/>` +
    `<path d="M62 108 L84 108 L94 88 L108 130 L118 108 L138 108" fill="none" stroke="${l}" stroke-width="7" stroke-linejoin="round"/>`,
  business: (a, l) =>
    `<rect x="36" y="118" width="26" height="56" rx="4" fill="${a}" opacity="0.6"/><rect x="74" y="92" width="26" height="82" rx="4" fill="${a}" opacity="0.75"/>` +
    `<rect x="112" y="66" width="26" height="108" rx="4" fill="${a}" opacity="0.9"/><rect x="150" y="40" width="26" height="134" rx="4" fill="${a}"/>` +
    `<rect x="28" y="176" width="156" height="6" rx="3" fill="${l}"/>`,
  ecommerce: (a, l) =>
    `<path d="M74 74 Q74 36 100 36 Q126 36 126 74" fill="none" stroke="${a}" stroke-width="9"/>` +
    `<rect x="46" y="70" width="108" height="108" rx="12" fill="${a}"/><circle cx="100" cy="118" r="20" fill="${l}" opacity="0.8"/>`,
  financial: (a, l) =>
    [0, 1, 2, 3, 4]
      .map(
        (step) =>
          `<ellipse cx="${86 + (step % 2) * 10}" cy="${168 - step * 22}" rx="52" ry="16" fill="${step % 2 ? l : a}"/>`,
      )
      .join('') + `<circle cx="150" cy="60" r="26" fill="${a}" opacity="0.8"/>`,
  appliances: (a, l) =>
    `<path d="M62 40 L138 40 L126 132 L74 132 Z" fill="${l}" opacity="0.85"/><rect x="58" y="132" width="84" height="46" rx="10" fill="${a}"/>` +
    `<circle cx="100" cy="155" r="10" fill="${l}"/><rect x="84" y="30" width="32" height="12" rx="4" fill="${a}"/>`,
  news: (a, l) =>
    `<rect x="32" y="38" width="136" height="136" rx="8" fill="${l}"/><rect x="46" y="52" width="108" height="22" rx="3" fill="${a}"/>` +
    [86, 102, 118, 134, 150]
      .map(
        (y, at) =>
          `<rect x="46" y="${y}" width="${at % 2 ? 84 : 108}" height="8" rx="4" fill="${a}" opacity="0.5"/>`,
      )
      .join(''),
  mature: (a, l) =>
    `<path d="M64 36 L136 36 Q138 104 100 112 Q62 104 64 36 Z" fill="${a}"/><rect x="96" y="110" width="8" height="52" fill="${l}"/>` +
    `<rect x="70" y="160" width="60" height="10" rx="5" fill="${l}"/><path d="M68 62 L132 62 Q130 100 100 106 Q70 100 68 62 Z" fill="${l}" opacity="0.35"/>`,
  other: (a, l) =>
    `<path d="M100 24 L122 78 L178 80 L134 114 L150 170 L100 138 L50 170 L66 114 L22 80 L78 78 Z" fill="${a}"/>` +
    `<circle cx="100" cy="100" r="22" fill="${l}" opacity="0.7"/>`,
};

/** A number from `seed` in [0, 1), different for each `salt`. */
const wobble = (seed: number, salt: number): number => {
  const value = Math.sin(seed * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
};

/** An SVG picture of `width` × `height` showing `motif` in the creator's `palette`; `variant` moves things about. */
export function artworkSvg(
  motif: CreatorCategory,
  palette: Palette,
  width: number,
  height: number,
  variant: number,
): string {
  const [from, to, accent] = palette;
  const light = '#ffffff';
  const size = Math.min(width, height) * (0.48 + wobble(variant, 1) * 0.14);
  const x = (width - size) * (0.3 + wobble(variant, 2) * 0.4);
  const surface = height * (0.68 + wobble(variant, 3) * 0.1);
  const y = Math.min(surface - size * 0.88, (height - size) / 2 + height * 0.05);
  const blobs = [4, 5, 6, 7]
    .map((salt) => {
      const r = Math.min(width, height) * (0.08 + wobble(variant, salt) * 0.22);
      return `<circle cx="${(wobble(variant, salt + 10) * width).toFixed(1)}" cy="${(wobble(variant, salt + 20) * height * 0.7).toFixed(1)}" r="${r.toFixed(1)}" fill="${salt % 2 ? light : accent}" opacity="${salt % 2 ? 0.22 : 0.12}"/>`;
    })
    .join('');
  const angle = Math.round(wobble(variant, 8) * 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
<linearGradient id="surface" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity="0.18"/><stop offset="1" stop-color="${accent}" stop-opacity="0.38"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${blobs}
<circle cx="${(x + size / 2).toFixed(1)}" cy="${(y + size / 2).toFixed(1)}" r="${(size * 0.8).toFixed(1)}" fill="url(#glow)"/>
<rect y="${surface.toFixed(1)}" width="${width}" height="${(height - surface).toFixed(1)}" fill="url(#surface)"/>
<ellipse cx="${(x + size / 2).toFixed(1)}" cy="${(surface + size * 0.04).toFixed(1)}" rx="${(size * 0.42).toFixed(1)}" ry="${(size * 0.06).toFixed(1)}" fill="${accent}" opacity="0.25"/>
<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 200).toFixed(4)})">${MOTIFS[motif](accent, light)}</g>
</svg>`;
}

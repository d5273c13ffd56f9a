import { TAG_COLOR } from './theme';

const channels = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

// Relative luminance, WCAG 2.x.
function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hue(hex: string) {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}

describe("a project tag's colour when the content gives none", () => {
  it('is an orange-brown whose white text keeps 4.5:1 or more', () => {
    expect(TAG_COLOR).toMatch(/^#[0-9a-f]{6}$/i);
    // Orange-brown: a hue between red-orange and amber, and dark enough for white text.
    expect(hue(TAG_COLOR)).toBeGreaterThanOrEqual(15);
    expect(hue(TAG_COLOR)).toBeLessThanOrEqual(40);
    expect(1.05 / (luminance(TAG_COLOR) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

import { TAG_COLOR } from './theme';

const channels = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

function hue(hex: string) {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}

describe("a project tag's colour when the content gives none", () => {
  // Its white text's contrast is the content check's to measure (contentProblems.test.ts).
  it('is an orange-brown', () => {
    expect(TAG_COLOR).toMatch(/^#[0-9a-f]{6}$/i);
    // Orange-brown: a hue between red-orange and amber.
    expect(hue(TAG_COLOR)).toBeGreaterThanOrEqual(15);
    expect(hue(TAG_COLOR)).toBeLessThanOrEqual(40);
  });
});

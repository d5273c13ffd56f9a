// The places (slots) content images are shown in, as CSS widths across the viewports: the build makes
// each image in the widths its slot needs (scripts/plugins/contentImages.ts) and the page tells the
// browser the same widths as `sizes`. Every number comes from where the layout itself reads it.
import { px } from '@mantine/core';
import { PORTRAIT_SIZE } from '../../features/about/portrait.ts';
import { CARD_BORDER_WIDTH, CARD_IMAGE_HEIGHT, PROJECT_GRID } from '../../features/projects/cardLayout.ts';
import { CONTENT_MAX_WIDTH, MAIN_PADDING, NAVBAR_WIDTH, resolvedTheme } from '../config/layout.ts';

/** The viewport widths the page is made for, in CSS px. */
export const VIEWPORTS = { min: 320, max: 1920 } as const;

/** The largest image the browser may pick, as a multiple of what the slot needs on its screen. */
export const MAX_PICK_RATIO = 1.5;

/** A CSS width: `vw` × the viewport's width + `px`. */
interface Width {
  readonly vw: number;
  readonly px: number;
}

/** The slot's width from a viewport width (`from` CSS px, `media` its query) up to the next piece's. */
interface Piece {
  readonly from: number;
  readonly media: string;
  readonly width: Width;
}

export interface Slot {
  /** The slot's width across the viewports, narrowest first. */
  readonly pieces: readonly Piece[];
  /** Its height in CSS px. */
  readonly height: number;
  /** Width ÷ height that the build crops to, for a slot whose shape never changes. */
  readonly aspect?: number;
}

const spacing = (key: keyof typeof resolvedTheme.spacing) => Number(px(resolvedTheme.spacing[key]));
const breakpoint = (key: keyof typeof resolvedTheme.breakpoints) => ({
  from: Number(px(resolvedTheme.breakpoints[key])),
  media: `(min-width: ${resolvedTheme.breakpoints[key]})`,
});
const lastFrom = <T extends { readonly from: number }>(list: readonly T[], from: number): T =>
  list.filter((item) => item.from <= from).at(-1) ?? (list[0] as T);

/** The main column's content: padded on both sides, beside the navigation from `sm`, capped in width. */
const inline = spacing(MAIN_PADDING.inline);
const besideNavbar = NAVBAR_WIDTH + spacing(MAIN_PADDING.besideNavbar) + inline;
const capped = Number(px(CONTENT_MAX_WIDTH)) + NAVBAR_WIDTH;
const MAIN: readonly Piece[] = [
  { from: 0, media: '', width: { vw: 1, px: -2 * inline } },
  { ...breakpoint('sm'), width: { vw: 1, px: -besideNavbar } },
  { from: capped, media: `(min-width: ${capped}px)`, width: { vw: 0, px: capped - besideNavbar } },
];

/** A card's image: the card's width inside its border, in a grid column of the main column. */
function cardPieces(): Piece[] {
  const { columns, gap, span } = PROJECT_GRID;
  const spans = Object.entries(span).map(([key, value]) => ({
    ...(key === 'base' ? { from: 0, media: '' } : breakpoint(key as keyof typeof resolvedTheme.breakpoints)),
    span: value,
  }));
  const starts = [...MAIN, ...spans].sort((a, b) => a.from - b.from);
  return starts
    .filter((start, index) => starts.findIndex((other) => other.from === start.from) === index)
    .map(({ from, media }) => {
      const main = lastFrom(MAIN, from).width;
      const share = lastFrom(spans, from).span / columns;
      // Mantine's grid: a column is its share of the row less its share of the gaps.
      const gaps = spacing(gap) * (1 - share);
      return { from, media, width: { vw: main.vw * share, px: main.px * share - gaps - 2 * CARD_BORDER_WIDTH } };
    });
}

export const SLOTS = {
  /** The round portrait in About: a square, cropped at build. */
  portrait: {
    pieces: [{ from: 0, media: '', width: { vw: 0, px: PORTRAIT_SIZE } }],
    height: PORTRAIT_SIZE,
    aspect: 1,
  },
  /** A project card's image: the card's width, 150 px high; the page covers it with the image (CSS object-fit). */
  card: { pieces: cardPieces(), height: CARD_IMAGE_HEIGHT },
} as const satisfies Record<string, Slot>;

export type SlotName = keyof typeof SLOTS;

/**
 * The slot as an image of this shape (width ÷ height) is drawn in it. A slot the build crops to shape
 * draws it at the slot's width. Otherwise the image covers the slot (CSS object-fit), so it is drawn
 * at least as wide as the slot's height makes it: a 16:9 screenshot in a 202 × 150 px card is drawn
 * 267 px wide, and a width picked for 202 px would show it soft.
 */
export function drawnSlot(slot: Slot, aspect: number): Slot {
  if (slot.aspect || !(aspect > 0 && Number.isFinite(aspect))) return slot;
  const least: Width = { vw: 0, px: slot.height * aspect };
  const pieces = slot.pieces.flatMap((piece, index): Piece[] => {
    const { vw, px: offset } = piece.width;
    const end = slot.pieces[index + 1]?.from ?? Infinity;
    // The first viewport width at which the slot is as wide as the image drawn by its height.
    const crossing = vw > 0 ? Math.ceil((least.px - offset) / vw) : offset >= least.px ? -Infinity : Infinity;
    if (crossing <= piece.from) return [piece];
    if (crossing >= end) return [{ ...piece, width: least }];
    // In em, as the theme's breakpoints are, so that the queries keep their order with a larger font.
    const media = `(min-width: ${round(crossing / 16)}em)`;
    return [
      { ...piece, width: least },
      { from: crossing, media, width: piece.width },
    ];
  });
  // Neighbours drawn at the same fixed width make one piece.
  const merged = pieces.filter((piece, index) => {
    const before = pieces[index - 1]?.width;
    return !before || before.vw !== 0 || piece.width.vw !== 0 || before.px !== piece.width.px;
  });
  return { ...slot, pieces: merged };
}

/** The slot's CSS width at a viewport width. */
export function slotWidth(slot: Slot, viewport: number): number {
  const { vw, px: offset } = lastFrom(slot.pieces, viewport).width;
  return vw * viewport + offset;
}

const round = (value: number) => Number(value.toFixed(3));

function cssLength({ vw, px: offset }: Width): string {
  if (vw === 0) return `${round(offset)}px`;
  const relative = `${round(vw * 100)}vw`;
  if (offset === 0) return relative;
  return `calc(${relative} ${offset < 0 ? '-' : '+'} ${round(Math.abs(offset))}px)`;
}

/**
 * The `sizes` attribute: the slot's width at each breakpoint, widest first. Its `vw` counts a classic
 * scrollbar, which the layout does not: up to 17 px more than shown, erring on the sharp side.
 */
export const slotSizes = (slot: Slot): string =>
  [...slot.pieces]
    .reverse()
    .map((piece) => (piece.media ? `${piece.media} ${cssLength(piece.width)}` : cssLength(piece.width)))
    .join(', ');

/** The slot's CSS width at both ends of each of its pieces, within the viewports the page is made for. */
function edgeWidths(slot: Slot): number[] {
  return slot.pieces.flatMap((piece, index) => {
    const low = Math.max(piece.from, VIEWPORTS.min);
    const high = Math.min((slot.pieces[index + 1]?.from ?? Infinity) - 1, VIEWPORTS.max);
    return low <= high ? [slotWidth(slot, low), slotWidth(slot, high)] : [];
  });
}

/** The largest the slot is shown, in CSS px. */
export const largestSize = (slot: Slot) => ({ width: Math.max(...edgeWidths(slot)), height: slot.height });

// Widths closer than this are made once, at the larger; gaps wider than FILL_RATIO get widths in between:
// a hair under MAX_PICK_RATIO, so that rounding the widths to whole pixels cannot take a pick past it.
const NEAR_RATIO = 1.15;
const FILL_RATIO = MAX_PICK_RATIO - 0.01;

/**
 * The widths to make for a slot: its CSS width at each breakpoint, at 1× and 2×, with near-equal ones
 * merged and widths added between any two more than FILL_RATIO apart, so that whatever the viewport
 * and pixel density, the smallest width at least as large as what the slot needs is at most
 * MAX_PICK_RATIO times that.
 */
export function candidateWidths(slot: Slot): number[] {
  const wanted = [...new Set(edgeWidths(slot).flatMap((width) => [width, 2 * width].map(Math.round)))].sort(
    (a, b) => a - b,
  );
  const merged: number[] = [];
  let groupStart = 0;
  for (const width of wanted) {
    if (merged.length > 0 && width <= groupStart * NEAR_RATIO) merged[merged.length - 1] = width;
    else {
      groupStart = width;
      merged.push(width);
    }
  }
  const widths: number[] = [];
  for (const width of merged) {
    const previous = widths.at(-1);
    if (previous !== undefined) {
      const steps = Math.ceil(Math.log(width / previous) / Math.log(FILL_RATIO));
      for (let step = 1; step < steps; step++) widths.push(Math.round(previous * (width / previous) ** (step / steps)));
    }
    widths.push(width);
  }
  return widths;
}

/** The widths to make of a file of this size (after auto-orientation): never wider than the file or its crop. */
export function widthsFor(slot: Slot, file: { readonly width: number; readonly height: number }): number[] {
  const largest = slot.aspect ? Math.min(file.width, Math.round(file.height * slot.aspect)) : file.width;
  const candidates = candidateWidths(slot);
  const below = candidates.filter((width) => width < largest);
  return below.length === candidates.length ? below : [...below, largest];
}

/** The projects grid: a card spans all 12 columns, and 4 of them from `md` up, with a `md` gap between cards. */
export const PROJECT_GRID = { columns: 12, gap: 'md', span: { base: 12, md: 4 } } as const;

/** The card image's height in CSS px; it is as wide as the card. */
export const CARD_IMAGE_HEIGHT = 150;

/** The width and height attributes of an SVG card image, which the build does not read: a 2:1 box. */
export const SVG_SIZE = { width: 2 * CARD_IMAGE_HEIGHT, height: CARD_IMAGE_HEIGHT } as const;

/** The card's border (Mantine's `withBorder`), in CSS px: the image spans the card inside it. */
export const CARD_BORDER_WIDTH = 1;

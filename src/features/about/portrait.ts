/** The round portrait's size in CSS px: a square, whatever the shape of the photo. */
export const PORTRAIT_SIZE = 160;

/**
 * A tag's colour when the content gives none: orange-brown, dark enough that its white text passes
 * 4.5:1. The build's content check measures it with the owners' colours.
 */
export const DEFAULT_TAG_COLOR = '#9a4a12';

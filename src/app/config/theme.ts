import { createTheme, rem, type CSSVariablesResolver } from '@mantine/core';

/** The page's dark grey, behind the stars; also the browser's theme colour. */
export const PAGE_COLOR = '#242424';

/** Light pinkish text, as the site's look asks. */
export const TEXT_COLOR = '#f6dde5';
/** Secondary text. */
export const DIMMED_COLOR = '#d9b8c3';

/**
 * A project tag's colour when the content gives none: orange-brown, dark enough that its white text
 * passes 4.5:1. The build's content check measures it with the owners' colours.
 */
export const TAG_COLOR = '#9a4a12';

// The family name the self-hosted @font-face registers (fonts.css).
const oswald = "'Oswald Variable', 'Arial Narrow', sans-serif";

export const theme = createTheme({
  fontFamily: oswald,
  headings: { fontFamily: oswald },
  fontSizes: { xs: rem(10), sm: rem(11), md: rem(14), lg: rem(16), xl: rem(25) },
  primaryColor: 'grape',
  primaryShade: { light: 6, dark: 9 },
});

/** The dark scheme's colours (the only scheme: it is forced), written once into the page's CSS variables. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-body': PAGE_COLOR,
    '--mantine-color-text': TEXT_COLOR,
    '--mantine-color-dimmed': DIMMED_COLOR,
    // Mantine's dark error red is below 4.5:1 on the dark inputs.
    '--mantine-color-error': '#ff8787',
  },
});

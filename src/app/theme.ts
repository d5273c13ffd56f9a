import { createTheme, rem } from '@mantine/core';

/** SPEC §9: the page's dark grey, behind the stars; also the browser's theme colour. */
export const PAGE_COLOR = '#242424';

// The family name the self-hosted @font-face registers (fonts.css).
const oswald = "'Oswald Variable', 'Arial Narrow', sans-serif";

export const theme = createTheme({
  fontFamily: oswald,
  headings: { fontFamily: oswald },
  fontSizes: { xs: rem(10), sm: rem(11), md: rem(14), lg: rem(16), xl: rem(25) },
  primaryColor: 'grape',
  primaryShade: { light: 6, dark: 9 },
});

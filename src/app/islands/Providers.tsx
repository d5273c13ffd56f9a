import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { LANGUAGE } from '../config/texts';
import { cssVariablesResolver, theme } from '../config/theme';

interface ProvidersProps {
  readonly children: ReactNode;
  /**
   * For a part of the page hydrated on its own: the static page already holds Mantine's CSS
   * variables and global classes once, so the part only reads them.
   */
  readonly island?: boolean;
}

// The direction is the content's language's, in the prerender and in the browser alike: read from the
// document instead, an island could hydrate in another direction than the page was rendered in.
export function Providers({ children, island = false }: ProvidersProps) {
  return (
    <DirectionProvider initialDirection={LANGUAGE.direction} detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="dark"
        // Also the scheme Mantine sets on <html> as it mounts, before it applies the forced one: with the
        // light default, a hydrating island showed the page in light for a frame.
        defaultColorScheme="dark"
        withCssVariables={!island}
        withGlobalClasses={!island}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

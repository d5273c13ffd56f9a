import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  readonly children: ReactNode;
  /**
   * For a part of the page hydrated on its own: the static page already holds Mantine's CSS
   * variables and global classes once, so the part only reads them.
   */
  readonly island?: boolean;
}

export function Providers({ children, island = false }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="dark"
      withCssVariables={!island}
      withGlobalClasses={!island}
    >
      {children}
    </MantineProvider>
  );
}

import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';

export function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      {children}
    </MantineProvider>
  );
}

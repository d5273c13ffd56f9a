import type { ReactElement } from 'react';
import { render as testingLibraryRender } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

/** Renders inside the Mantine provider, as the app does. */
export function render(ui: ReactElement) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }) => <MantineProvider forceColorScheme="dark">{children}</MantineProvider>,
  });
}

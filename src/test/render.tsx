import type { ReactElement } from 'react';
import { render as testingLibraryRender } from '@testing-library/react';
import { Providers } from '@/app/islands/Providers';

/** Renders inside the app's own providers and theme, as the page does. */
export function render(ui: ReactElement) {
  return testingLibraryRender(ui, { wrapper: ({ children }) => <Providers>{children}</Providers> });
}

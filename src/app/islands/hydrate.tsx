import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandIdPrefix, islandTree, type HydratedIsland } from './Island';
import { HYDRATION_FAILED } from './islandMarks';

/**
 * Hydrates one island of the prerendered page in its place and marks it `data-hydrated` (browser
 * tests wait for it). A prerender that does not match is a bug of the build, never the visitor's:
 * React draws the island afresh and goes on, and the page says so in the console and on the island,
 * where the browser tests look. Returns the island's root.
 */
export function hydrateIsland(container: Element, name: HydratedIsland, content: ReactNode): Root {
  let marked = false;
  const tree = islandTree(content, () => {
    // Once: development's StrictMode runs the effects twice.
    if (marked) return;
    marked = true;
    container.setAttribute('data-hydrated', '');
  });
  return hydrateRoot(container, tree, {
    identifierPrefix: islandIdPrefix(name),
    onRecoverableError(error) {
      container.setAttribute(HYDRATION_FAILED, '');
      console.error(`The ${name} island did not hydrate as prerendered:`, error);
    },
  });
}

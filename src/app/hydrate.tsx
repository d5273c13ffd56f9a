import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandTree } from './Island';

/**
 * Hydrates one island of the prerendered page in its place and marks it `data-hydrated` (browser
 * tests wait for it). Returns the island's root.
 */
export function hydrateIsland(container: Element, content: ReactNode): Root {
  let marked = false;
  const tree = islandTree(content, () => {
    // Once, whatever runs the island's effects again.
    if (marked) return;
    marked = true;
    container.setAttribute('data-hydrated', '');
  });
  return hydrateRoot(container, tree);
}

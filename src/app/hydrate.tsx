import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandIdPrefix, islandTree, type HydratedIsland } from './Island';

/**
 * Hydrates one island of the prerendered page in its place and marks it `data-hydrated` (browser
 * tests wait for it). As a transition, React yields to the browser between components instead of
 * running one long task. Returns the island's root.
 */
export function hydrateIsland(container: Element, name: HydratedIsland, content: ReactNode): Root {
  let marked = false;
  const tree = islandTree(content, () => {
    // Once, although development's StrictMode runs effects twice.
    if (marked) return;
    marked = true;
    container.setAttribute('data-hydrated', '');
  });
  // startTransition runs its callback at once: the root is there when it returns.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, tree, { identifierPrefix: islandIdPrefix(name) });
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}

import { StrictMode, useEffect, type ReactNode } from 'react';
import { Providers } from './Providers';

/**
 * The parts of the page that need JavaScript. Each is rendered to HTML on its own and hydrated on
 * its own, so the rest of the page (About, Projects) ships as HTML only.
 */
export type IslandName = 'chrome' | 'contact';

/** Where an island's HTML goes in the static page. */
export function Island({ name }: { readonly name: IslandName }) {
  return <div data-island={name} />;
}

/** Calls back once the island is hydrated; renders nothing. */
function OnHydrated({ callback }: { readonly callback?: () => void }) {
  useEffect(() => callback?.(), [callback]);
  return null;
}

/**
 * The tree an island is rendered and hydrated with. Its shape must be the same on the server and
 * in the browser (React derives its generated ids from it), so the callback is a prop, not a node.
 */
export function islandTree(content: ReactNode, onHydrated?: () => void) {
  return (
    <StrictMode>
      <Providers island>
        {content}
        <OnHydrated callback={onHydrated} />
      </Providers>
    </StrictMode>
  );
}

/** Keeps React's generated ids of two islands apart (each is a root of its own). */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

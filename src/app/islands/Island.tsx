import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { Providers } from './Providers';

/**
 * The parts of the page that run code in the browser. The navigation ('chrome') is rendered in
 * place and brought to life by a small module with no framework (start/navigation.ts); the contact form is a
 * root of its own, rendered to HTML on its own and hydrated when it comes near. The rest of
 * the page (About, Projects) ships as HTML only.
 */
export type IslandName = 'chrome' | 'contact';

/** The islands React hydrates, each rendered on its own by the prerender and put in its place. */
export type HydratedIsland = Exclude<IslandName, 'chrome'>;

interface IslandProps {
  readonly name: IslandName;
  /** Rendered in place; a hydrated island has none: its own render is put here. */
  readonly children?: ReactNode;
  /** Its code loads after the page's, and it hydrates as it comes near (`data-near`). */
  readonly near?: boolean;
}

/** Where an island's HTML goes in the static page. */
export function Island({ name, children, near = false }: IslandProps) {
  return (
    <div data-island={name} data-near={near ? '' : undefined}>
      {children}
    </div>
  );
}

/**
 * Calls back once the island is hydrated, in the commit that attached its handlers (it is the
 * island's last node: the form's own layout effects, which take in the fields, have run), rather
 * than after the paint, when React runs the passive effects: the island works from the commit on.
 * Renders nothing.
 */
function OnHydrated({ callback }: { readonly callback?: () => void }) {
  useLayoutEffect(() => callback?.(), [callback]);
  return null;
}

/**
 * The tree an island is rendered and hydrated with. Its shape must be the same on the server and
 * in the browser (the generated ids derive from it), so the callback is a prop, not a node.
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

/** Keeps React's generated ids of an island apart from the page's (each is a root of its own). */
export const islandIdPrefix = (name: HydratedIsland) => `${name}-`;

/** Where the browser has no `scrollend` event: this long without scrolling ends a scroll to a chosen section. */
export const SCROLL_END_FALLBACK_MS = 1500;

/** How many times a chosen section is scrolled to again, after layout shifts or a scroll ending short. */
export const MAX_CORRECTIONS = 5;

export interface SectionTrackerOptions {
  /** The section the page shows now, decided on the current layout; undefined when none counts. */
  readonly visibleSection: () => string | undefined;
  /** Whether the page is as close to the section as it can get. */
  readonly arrived: (id: string) => boolean;
  /** Starts scrolling the page to the section (again, if it is on its way). */
  readonly scrollTo: (id: string) => void;
  /** Marks the section as the active one. */
  readonly activate: (id: string) => void;
}

export interface SectionTracker {
  /** The visitor chose a section: it is active at once, the page scrolls there and it stays active on the way. */
  choose(id: string): void;
  /** The page scrolled. */
  scrolled(): void;
  /** Sizes changed: the viewport, a section or the page. */
  layoutChanged(): void;
  /** The browser says a scroll ended. */
  scrollEnded(): void;
  /** The visitor started moving the page themselves (wheel, touch, key, pointer). */
  visitorMoved(): void;
  dispose(): void;
}

/**
 * Decides the active section as the page moves, except while a chosen section is being scrolled to:
 * then the chosen one is held, so the sections passed on the way do not light up. If the layout shifts
 * on the way or the scroll ends short (something loaded and moved the target), it scrolls there again.
 * The hold ends when the page arrives, when the visitor takes over, or after a bounded number of retries.
 */
export function createSectionTracker({
  visibleSection,
  arrived,
  scrollTo,
  activate,
}: SectionTrackerOptions): SectionTracker {
  let chosen: string | null = null;
  let corrections = 0;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const decide = () => {
    const id = visibleSection();
    if (id) activate(id);
  };
  const awaitScrollEnd = () => {
    clearTimeout(fallback);
    fallback = setTimeout(scrollEnded, SCROLL_END_FALLBACK_MS);
  };
  const release = () => {
    chosen = null;
    clearTimeout(fallback);
    decide();
  };
  /** Scrolls to the chosen section again; false once the retries are spent. */
  const correct = (id: string) => {
    if (corrections >= MAX_CORRECTIONS) return false;
    corrections += 1;
    scrollTo(id);
    awaitScrollEnd();
    return true;
  };

  function scrollEnded() {
    if (chosen === null) decide();
    else if (arrived(chosen) || !correct(chosen)) release();
  }

  return {
    choose(id) {
      chosen = id;
      corrections = 0;
      activate(id);
      scrollTo(id);
      awaitScrollEnd();
    },
    scrolled() {
      if (chosen === null) decide();
      else awaitScrollEnd();
    },
    layoutChanged() {
      if (chosen === null) decide();
      else if (!arrived(chosen)) correct(chosen);
    },
    scrollEnded,
    visitorMoved() {
      if (chosen !== null) release();
    },
    dispose() {
      chosen = null;
      clearTimeout(fallback);
    },
  };
}

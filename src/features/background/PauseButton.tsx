import { useSyncExternalStore } from 'react';
import { UnstyledButton } from '@mantine/core';
import { pauseStore as pageStore, type PauseStore } from './pauseStore';
import classes from './PauseButton.module.css';

interface PauseButtonProps {
  readonly className?: string;
  /** The choice it shows and changes; the page's own by default. */
  readonly store?: PauseStore;
}

const LABEL = 'Pause animation';

/** Unknown while prerendering: the stored choice is only in the visitor's browser. */
const unknownOnServer = () => null;

function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
    </svg>
  );
}

/**
 * Pauses and plays the animated background (WCAG 2.2.2). A toggle button: its name stays "Pause
 * animation" and `aria-pressed` tells whether it is paused, so what is read matches what is shown.
 * An UnstyledButton with styles of its own: Mantine's Button cost 2.9 kB gzip of initial JS here.
 */
export function PauseButton({ className, store = pageStore }: PauseButtonProps) {
  const paused = useSyncExternalStore(store.subscribe, store.get, unknownOnServer);
  // Shown once hydrated, already in the visitor's state; without JavaScript nothing moves anyway.
  if (paused === null) return null;
  return (
    <UnstyledButton
      aria-label={LABEL}
      aria-pressed={paused}
      onClick={() => store.set(!paused)}
      className={className ? `${classes.root} ${className}` : classes.root}
    >
      <PauseIcon />
      {/* Below sm it sits in the narrow header: the icon only, the name set by aria-label. */}
      <span className={classes.label}>{LABEL}</span>
    </UnstyledButton>
  );
}

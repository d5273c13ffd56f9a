import { UnstyledButton } from '@mantine/core';
import classes from './PauseButton.module.css';

interface PauseButtonProps {
  readonly className?: string;
  /** Its name, "Pause animation" in the page's language. */
  readonly label: string;
  /** Data attributes, for the page to find it by. */
  readonly [data: `data-${string}`]: string | undefined;
}

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
 * Rendered at build, hidden: `enhancePauseButton` (pauseControl.ts) shows it in the visitor's state.
 * An UnstyledButton with styles of its own: Mantine's Button costs more CSS than it gives here.
 */
export function PauseButton({ className, label, ...data }: PauseButtonProps) {
  return (
    <UnstyledButton
      {...data}
      hidden
      aria-label={label}
      aria-pressed={false}
      className={className ? `${classes.root} ${className}` : classes.root}
    >
      <PauseIcon />
      {/* Below sm it sits in the narrow header: the icon only, the name set by aria-label. */}
      <span className={classes.label}>{label}</span>
    </UnstyledButton>
  );
}

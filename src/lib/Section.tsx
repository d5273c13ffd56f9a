import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import classes from './Section.module.css';

interface SectionProps {
  readonly id: string;
  readonly title: ReactNode;
  /** The About section carries the page's h1; the others are h2. */
  readonly headingOrder?: 1 | 2;
  readonly children: ReactNode;
}

/** An anchored page section: the navigation scrolls to it and moves focus into it. */
export function Section({ id, title, headingOrder = 2, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} tabIndex={-1} className={classes.section}>
      <Title order={headingOrder} id={headingId} className={classes.title}>
        {title}
      </Title>
      {children}
    </section>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { PauseButton } from './PauseButton';
import { enhancePauseButton } from './pauseControl';
import { createPauseStore } from './pauseStore';

const store = (saveData = false) =>
  createPauseStore(
    () => localStorage,
    () => saveData,
  );
const button = () => screen.getByRole('button', { name: 'Pause animation' });

/** The button as the build writes it. */
function prerender() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToStaticMarkup(
    <MantineProvider forceColorScheme="dark">
      <PauseButton label="Pause animation" />
    </MantineProvider>,
  );
  const element = container.querySelector('button');
  if (!element) throw new Error('no button prerendered');
  return element;
}

/** The prerendered button, enhanced as the browser does. */
const prerendered = (pauseStore = store()) => ({ stop: enhancePauseButton(prerender(), pauseStore) });

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('PauseButton', () => {
  it('is prerendered hidden: the stored choice is only in the browser', () => {
    expect(prerender()).not.toBeVisible();
  });

  it('once enhanced, is a toggle named "Pause animation": pressed while paused, the choice saved', () => {
    prerendered();
    expect(button()).toBeVisible();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    button().click();
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(store().get()).toBe(true);
    button().click();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(store(true).get()).toBe(false);
  });

  it('shows the state the visitor starts in: paused with saveData, or as stored', () => {
    prerendered(store(true));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    document.body.replaceChildren();
    localStorage.setItem('background-animation', 'paused');
    prerendered();
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows the choice changed elsewhere, until stopped', () => {
    const shared = store();
    const { stop } = prerendered(shared);
    shared.set(true);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    stop();
    shared.set(false);
    button().click();
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(shared.get()).toBe(false);
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/render';
import { PauseButton } from './PauseButton';
import { createPauseStore } from './pauseStore';

const store = (saveData = false) =>
  createPauseStore(
    () => localStorage,
    () => saveData,
  );
const button = () => screen.getByRole('button', { name: 'Pause animation' });

beforeEach(() => localStorage.clear());

describe('PauseButton', () => {
  it('is a toggle named "Pause animation": pressed while paused, the choice saved', () => {
    render(<PauseButton store={store()} />);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(store().get()).toBe(true);
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(store(true).get()).toBe(false);
  });

  it('shows the state the visitor starts in: paused with saveData', () => {
    render(<PauseButton store={store(true)} />);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not prerendered, and hydrates into the stored state without a mismatch', async () => {
    localStorage.setItem('background-animation', 'paused');
    const ui = (
      <MantineProvider forceColorScheme="dark">
        <PauseButton store={store()} />
      </MantineProvider>
    );
    const html = renderToString(ui);
    expect(html).not.toContain('<button');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError }));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

import { renderHook } from '@testing-library/react';
import { ENGLISH } from '@/test/texts';
import { saveDraft } from './draft';
import { holdEarlySend } from './earlySend';
import { useRestore } from './useRestore';
import type { ContactValues } from './values';

// The prerendered form as the hook finds it once the form works: its fields, maybe a draft stored,
// maybe a Send held by the page's start module.

function prerendered({ held }: { held: boolean }) {
  document.body.innerHTML = `<div data-island="contact"><form method="dialog">
    <input name="fullName"><input name="email"><textarea name="message"></textarea>
    <button type="submit">${ENGLISH.send}</button></form></div>`;
  const container = document.querySelector<HTMLElement>('[data-island]');
  const form = document.querySelector('form');
  if (!container || !form) throw new Error('no form');
  if (held) holdEarlySend(container);
  const submits = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submits);
  return { form, ref: { current: form }, submits };
}

const typeIn = (form: HTMLFormElement, name: string, value: string) => {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
};

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('restoring the form once it works', () => {
  it('takes the stored draft, what was typed in a field winning over it, once', () => {
    saveDraft({ fullName: 'Grace', email: 'grace@example.org', message: 'Saved' });
    const { form, ref } = prerendered({ held: false });
    typeIn(form, 'fullName', 'Ada');
    const setValues = vi.fn<(values: ContactValues) => void>();
    const want = vi.fn();
    const { rerender } = renderHook((set) => useRestore(ref, set, { wanted: false, want }), {
      initialProps: setValues,
    });
    // Drawn again with other callbacks (the form's change at each render): nothing is restored again.
    const later = vi.fn<(values: ContactValues) => void>();
    rerender(later);
    expect(later).not.toHaveBeenCalled();
    expect(setValues).toHaveBeenCalledTimes(1);
    expect(setValues).toHaveBeenCalledWith({ fullName: 'Ada', email: 'grace@example.org', message: 'Saved' });
    expect(want).not.toHaveBeenCalled();
  });

  it('where the start module held the form, takes its fields as the visitor saw them, not the stored draft', () => {
    saveDraft({ fullName: 'Grace', email: 'grace@example.org', message: 'Saved' });
    const { form, ref } = prerendered({ held: true });
    typeIn(form, 'message', 'Typed');
    const setValues = vi.fn<(values: ContactValues) => void>();
    renderHook(() => useRestore(ref, setValues, { wanted: false, want: vi.fn() }));
    expect(setValues).toHaveBeenCalledWith({ fullName: '', email: '', message: 'Typed' });
  });

  it('answers a Send pressed before it worked: asks for the captcha, and submits once it is drawn', () => {
    const { form, ref, submits } = prerendered({ held: true });
    typeIn(form, 'message', 'Hello');
    form.requestSubmit();
    submits.mockClear();
    const want = vi.fn();
    const { rerender } = renderHook(({ wanted }) => useRestore(ref, vi.fn(), { wanted, want }), {
      initialProps: { wanted: false },
    });
    expect(want).toHaveBeenCalledTimes(1);
    expect(submits).not.toHaveBeenCalled();
    rerender({ wanted: true });
    rerender({ wanted: true });
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('submits nothing when no Send was pressed', () => {
    const { ref, submits } = prerendered({ held: true });
    const want = vi.fn();
    const { rerender } = renderHook(({ wanted }) => useRestore(ref, vi.fn(), { wanted, want }), {
      initialProps: { wanted: false },
    });
    rerender({ wanted: true });
    expect(want).not.toHaveBeenCalled();
    expect(submits).not.toHaveBeenCalled();
  });
});

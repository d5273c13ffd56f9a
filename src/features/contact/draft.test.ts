import { afterSent, clearDraft, loadDraft, saveDraft, showDraft, startingValues, valuesInFields } from './draft';

beforeEach(() => localStorage.clear());

describe('the draft', () => {
  it('is kept and restored', () => {
    saveDraft({ fullName: 'Ada', email: '', message: 'Hello 🎉' });
    expect(loadDraft()).toEqual({ fullName: 'Ada', email: '', message: 'Hello 🎉' });
  });

  it('keeps any one field typed alone, and all three together', () => {
    for (const values of [
      { fullName: 'Ada', email: '', message: '' },
      { fullName: '', email: 'ada@example.org', message: '' },
      { fullName: '', email: '', message: 'Hello' },
      { fullName: 'Ada', email: 'ada@example.org', message: 'Hello' },
    ]) {
      saveDraft(values);
      expect(loadDraft()).toEqual(values);
    }
  });

  it('is removed when empty or cleared', () => {
    saveDraft({ fullName: 'Ada', email: '', message: '' });
    saveDraft({ fullName: '', email: '', message: '' });
    expect(localStorage.length).toBe(0);
    saveDraft({ fullName: 'Ada', email: '', message: '' });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('ignores a corrupt or foreign entry', () => {
    localStorage.setItem('contact-draft', '{not json');
    expect(loadDraft()).toBeNull();
    localStorage.setItem('contact-draft', JSON.stringify({ fullName: 42, message: 'kept' }));
    expect(loadDraft()).toEqual({ fullName: '', email: '', message: 'kept' });
    localStorage.setItem('contact-draft', '"text"');
    expect(loadDraft()).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(loadDraft(broken)).toBeNull();
    expect(() => saveDraft({ fullName: 'A', email: '', message: '' }, broken)).not.toThrow();
  });
});

describe('what stays once a message is sent', () => {
  const sent = { fullName: 'Ada', email: 'ada@example.org', message: 'Hello' };

  it('is nothing when the form still holds what was sent', () => {
    expect(afterSent(sent, { ...sent })).toEqual({ fullName: '', email: '', message: '' });
  });

  it('is what was added to the message while it was on its way, with the name and e-mail to send it', () => {
    expect(afterSent(sent, { ...sent, message: 'Hello\n\nP.S. one more thing' })).toEqual({
      ...sent,
      message: 'P.S. one more thing',
    });
  });

  it('is what was added to the message as it was typed, when it starts with no space', () => {
    expect(afterSent(sent, { ...sent, message: 'Hello, and one more thing' })).toEqual({
      ...sent,
      message: ', and one more thing',
    });
  });

  it('keeps an e-mail address corrected while the message was on its way', () => {
    expect(afterSent(sent, { ...sent, email: 'ada@example.com' })).toEqual({
      ...sent,
      email: 'ada@example.com',
      message: '',
    });
  });

  it('is a new message typed after Reset, or a message changed in its middle, as it is', () => {
    const fresh = { fullName: '', email: '', message: 'Another' };
    expect(afterSent(sent, fresh)).toEqual(fresh);
    const edited = { ...sent, message: 'Hel-lo' };
    expect(afterSent(sent, edited)).toEqual(edited);
    expect(afterSent(sent, { ...sent, fullName: 'Ada L.' })).toEqual({ ...sent, fullName: 'Ada L.', message: '' });
  });
});

describe('what was typed before the form hydrated', () => {
  const form = (values: Record<string, string>) => {
    const element = document.createElement('form');
    element.innerHTML = '<input name="fullName"><input name="email" type="email"><textarea name="message"></textarea>';
    for (const [name, value] of Object.entries(values)) {
      const field = element.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
    }
    return element;
  };

  it('is read from the fields, the empty ones left out', () => {
    expect(valuesInFields(form({ fullName: 'Ada', message: 'Hi\nthere' }))).toEqual({
      fullName: 'Ada',
      message: 'Hi\nthere',
    });
    expect(valuesInFields(form({}))).toEqual({});
    expect(valuesInFields(null)).toEqual({});
  });

  it('is filled from the stored draft at start where the visitor has not typed, in the fields the page has', () => {
    saveDraft({ fullName: 'Grace', email: 'grace@example.org', message: 'Saved' });
    const typedIn = form({ fullName: 'Ada' });
    showDraft(typedIn);
    expect(valuesInFields(typedIn)).toEqual({ fullName: 'Ada', email: 'grace@example.org', message: 'Saved' });
    const withoutMessage = form({});
    withoutMessage.querySelector('textarea')?.remove();
    showDraft(withoutMessage);
    expect(valuesInFields(withoutMessage)).toEqual({ fullName: 'Grace', email: 'grace@example.org' });
    expect(() => showDraft(null)).not.toThrow();
    clearDraft();
    const untouched = form({});
    showDraft(untouched);
    expect(valuesInFields(untouched)).toEqual({});
  });

  it('wins over the stored draft, field by field', () => {
    const draft = { fullName: 'Grace', email: 'grace@example.org', message: 'Saved' };
    expect(startingValues(draft, { fullName: 'Ada' })).toEqual({ ...draft, fullName: 'Ada' });
    expect(startingValues(null, { message: 'Typed' })).toEqual({ fullName: '', email: '', message: 'Typed' });
    expect(startingValues(draft, {})).toEqual(draft);
    expect(startingValues(null, {})).toBeNull();
  });
});

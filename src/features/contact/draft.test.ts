import { clearDraft, loadDraft, saveDraft } from './draft';

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

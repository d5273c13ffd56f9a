import { clearDraft, loadDraft, saveDraft } from './draft';

beforeEach(() => localStorage.clear());

describe('the draft', () => {
  it('is kept and restored', () => {
    saveDraft({ fullName: 'Ada', email: '', message: 'Hello 🎉' });
    expect(loadDraft()).toEqual({ fullName: 'Ada', email: '', message: 'Hello 🎉' });
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

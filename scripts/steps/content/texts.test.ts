import { textProblems } from './texts.ts';

describe("the owner's texts", () => {
  it('names a text left undefined, which would replace the English one with nothing', () => {
    expect(textProblems({ contact: undefined, sendFailed: undefined }, 'en')).toEqual([
      ['contact', 'is missing, not a text in quotes. Write it, or remove the line to keep the English one.'],
      [
        'sendFailed',
        'is missing: it has a value in it, so it is a function (sendFailed: (value) => `… ${value} …`). Write it, or remove the line to keep the English one.',
      ],
    ]);
  });

  it('calls each text with values of the kinds its schema gives: numbers where the page gives numbers', () => {
    const texts = {
      sendRejected: (status: number) => `Refused (${status.toFixed(0)}).`,
      characterCount: (count: number, max: number) => `${count.toFixed(0)} of ${max.toFixed(0)}`,
      downloadResume: (label: string) => `Get ${label.trim()}`,
    };
    expect(textProblems(texts, 'en')).toEqual([]);
  });
});

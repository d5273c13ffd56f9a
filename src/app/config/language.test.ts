import { languageOf } from './language';

describe("the page's language", () => {
  it('is English, left to right, when the content names none', () => {
    expect(languageOf()).toEqual({ tag: 'en', direction: 'ltr', ogLocale: 'en_US' });
  });

  it.each([
    ['ar', 'rtl', 'ar_EG'],
    ['he', 'rtl', 'he_IL'],
    ['fa', 'rtl', 'fa_IR'],
    ['ur', 'rtl', 'ur_PK'],
    ['az-Arab', 'rtl', 'az_IR'],
    ['ja', 'ltr', 'ja_JP'],
    ['zh-Hant', 'ltr', 'zh_TW'],
    ['fr-CA', 'ltr', 'fr_CA'],
  ])('%s is written %s, shared as %s', (tag, direction, ogLocale) => {
    expect(languageOf(tag)).toEqual({ tag, direction, ogLocale });
  });

  it('is the tag as BCP 47 writes it, and refuses what is not a tag', () => {
    expect(languageOf('PT-br').tag).toBe('pt-BR');
    expect(() => languageOf('english!')).toThrow(RangeError);
  });
});

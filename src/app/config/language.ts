/** The page's language, as a canonical BCP 47 tag, and the direction its script is written in. */
export interface Language {
  readonly tag: string;
  readonly direction: 'ltr' | 'rtl';
  /** As Open Graph writes it: language_TERRITORY ("en_US", "ja_JP", "ar_EG"). */
  readonly ogLocale: string;
}

/** The scripts written right to left, for a runtime whose Intl.Locale has no getTextInfo. */
const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

/** getTextInfo is not in TypeScript's library yet; V8 has it. */
type WithTextInfo = Intl.Locale & { getTextInfo?: () => { direction?: string } };

/** The language of a tag the content gives ('en' when none); throws a RangeError for a malformed tag. */
export function languageOf(tag = 'en'): Language {
  const [canonical = 'en'] = Intl.getCanonicalLocales(tag);
  const locale = new Intl.Locale(canonical);
  const likely = locale.maximize();
  const told = (locale as WithTextInfo).getTextInfo?.().direction;
  const rtl = told ? told === 'rtl' : RTL_SCRIPTS.has(likely.script ?? '');
  return {
    tag: canonical,
    direction: rtl ? 'rtl' : 'ltr',
    ogLocale: likely.region ? `${likely.language}_${likely.region}` : likely.language,
  };
}

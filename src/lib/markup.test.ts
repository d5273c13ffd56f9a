import { escapeMarkup } from './markup';

describe('escapeMarkup', () => {
  it('turns the five characters XML reserves into entities, and leaves the rest', () => {
    expect(escapeMarkup(`Fish & <chips> "now" 'n' — ok`)).toBe(
      'Fish &amp; &lt;chips&gt; &quot;now&quot; &apos;n&apos; — ok',
    );
  });

  it('escapes an ampersand once, not the entities it writes', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
});

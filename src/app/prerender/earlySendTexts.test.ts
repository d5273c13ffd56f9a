import { failEarlySend, holdEarlySend } from '@/features/contact/earlySend';
import { earlySendAttributes } from './earlySendTexts';
import { ENGLISH } from '../config/english';

describe("the start module's texts in the prerendered status", () => {
  it('are the English ones by default', () => {
    expect(earlySendAttributes(ENGLISH)).toEqual({
      'data-pressed': ENGLISH.earlySendHeld,
      'data-failed': ENGLISH.earlySendFailed,
    });
  });

  it("are the page's own in another language, and what the start module shows", () => {
    const texts = {
      earlySendHeld: 'フォームの準備ができ次第送信します…',
      earlySendFailed: 'フォームを読み込めませんでした。',
    };
    document.body.innerHTML = '<div><form method="dialog"><button type="submit">送信</button></form></div><p></p>';
    const status = document.querySelector('p');
    const container = document.querySelector('div');
    if (!status || !container) throw new Error('no page');
    status.setAttribute('data-early-send-status', '');
    for (const [name, value] of Object.entries(earlySendAttributes(texts))) status.setAttribute(name, value);
    holdEarlySend(container);
    document.querySelector('form')?.requestSubmit();
    expect(status.textContent).toBe(texts.earlySendHeld);
    failEarlySend(container);
    expect(status.textContent).toBe(texts.earlySendFailed);
  });
});

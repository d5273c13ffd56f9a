import type { ChallengeWatcher } from './captcha';

// Google shows the image challenge as this iframe, inside a positioned div appended to <body> at
// render (hidden); it shows the div with `visibility: visible` and hides it again when the visitor
// clicks outside the challenge, calling nothing back.
const CHALLENGE_FRAME = 'iframe[src*="/recaptcha/api2/bframe"], iframe[src*="/recaptcha/enterprise/bframe"]';

function challengeContainer(doc: Document): HTMLElement | null {
  return doc.querySelector(CHALLENGE_FRAME)?.closest<HTMLElement>('body > *') ?? null;
}

/** Watches the challenge's container in `doc`: its style, and <body> until it appears. */
export function domChallengeWatcher(doc: Document = document): ChallengeWatcher {
  return (onVisible) => {
    let container: HTMLElement | null = null;
    let visible = false;
    const report = () => {
      const now = container?.style.visibility === 'visible';
      if (now === visible) return;
      visible = now;
      onVisible(now);
    };
    const styleObserver = new MutationObserver(report);
    const find = () => {
      const found = challengeContainer(doc);
      if (found !== container) {
        container = found;
        styleObserver.disconnect();
        if (found) styleObserver.observe(found, { attributes: true, attributeFilter: ['style'] });
      }
      report();
    };
    const bodyObserver = new MutationObserver(find);
    bodyObserver.observe(doc.body, { childList: true, subtree: true });
    find();
    return () => {
      bodyObserver.disconnect();
      styleObserver.disconnect();
    };
  };
}

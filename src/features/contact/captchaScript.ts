import type { ComponentType, Ref } from 'react';
import makeAsyncScript from 'react-async-script';
import { ReCAPTCHA, type ReCAPTCHAProps } from 'react-google-recaptcha';

// Google's script, loaded as react-google-recaptcha loads it (explicit render, then its onload
// callback), but through a loader of our own: the library's remembers a script that failed to load
// for the page's life, so every later submit would fail at once, however the network recovered.

const SCRIPT = '/recaptcha/api.js?onload=onloadcallback&render=explicit';

/**
 * The script's address, from Google's origin (or a stand-in's, in some browser tests), for a try at
 * loading it: each retry an address of its own, which the loader has not seen fail.
 */
export const captchaScriptUrl = (origin: string, attempt: number) =>
  attempt === 0 ? `${origin}${SCRIPT}` : `${origin}${SCRIPT}&retry=${attempt}`;

let attempt = 0;

/** The next widget to mount loads the script again, from a new address. */
export function retryCaptchaScript(): number {
  attempt += 1;
  return attempt;
}

/** What the loader tells its callback: whether the script for this address failed to load. */
interface LoaderState {
  readonly errored?: boolean;
}

/**
 * Whether Google's widget code is in the page. api.js defines a `grecaptcha` with only `ready` and
 * then loads that code: until it has run, there is a grecaptcha that cannot render.
 */
export const widgetCodeLoaded = () =>
  typeof (window as { grecaptcha?: { render?: unknown } }).grecaptcha?.render === 'function';

type WidgetProps = Omit<ReCAPTCHAProps, 'asyncScriptOnLoad'> & {
  readonly ref?: Ref<ReCAPTCHA>;
  readonly asyncScriptOnLoad?: (state: LoaderState) => void;
};
type Loader = (
  url: () => string,
  options: { callbackName: string; globalName: string },
) => (component: typeof ReCAPTCHA) => ComponentType<WidgetProps>;

// The loader takes the address as a function, called as each widget mounts, and forwards its ref to
// the widget (its README and React.forwardRef); its published types know only a string and no ref.
const load = makeAsyncScript as unknown as Loader;

let origin = 'https://www.google.com';

/** Where the next widget to mount loads the script from (the form's settings say). */
export function loadCaptchaFrom(scriptOrigin: string) {
  origin = scriptOrigin;
}

/** The invisible reCAPTCHA widget: each one mounted loads the script of the current try. */
export const CaptchaWidget = load(() => captchaScriptUrl(origin, attempt), {
  callbackName: 'onloadcallback',
  globalName: 'grecaptcha',
})(ReCAPTCHA);

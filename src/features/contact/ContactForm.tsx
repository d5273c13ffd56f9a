import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Notifications, notifications } from '@mantine/notifications';
import type { ReCAPTCHA } from 'react-google-recaptcha';
import { captchaFailureMessage, scriptSignal, waitForToken, type CaptchaOutcome } from './captcha';
import { CaptchaWidget, loadCaptchaFrom, retryCaptchaScript, widgetCodeLoaded } from './captchaScript';
import { domChallengeWatcher } from './challenge';
import { takeEarlySend } from './earlySend';
import { afterSent, clearDraft, loadDraft, saveDraft, startingValues, valuesInFields } from './draft';
import { EmailFallback } from './EmailFallback';
import { offersFallback, type DeliveryFailure } from './fallback';
import { sendMessage } from './send';
import type { ContactProps } from './settings';
import classes from './ContactForm.module.css';
import { LIMITS, characterCount, validateEmail, validateFullName, validateMessage } from './validation';
import { withValue } from './withValue';
import { EMPTY_VALUES, type ContactValues } from './values';

const FIELD_ORDER = ['fullName', 'email', 'message'] as const;

// The form renders again at every key. Given the same props, these skip: a field the visitor is not
// typing into, and the buttons (made once per state below), cost nothing then (each Mantine input is about 0.5 ms of script).
const Input = memo(TextInput);
const MessageInput = memo(Textarea);
const MESSAGE_CLASSES = { input: classes.message };

/** The message field shows at least this many lines, and grows with the message (ContactForm.module.css). */
const MESSAGE_ROWS = 5;

/** The message counter shows from this many characters on. */
const COUNTER_FROM = 4000;

export default function ContactForm({ settings, ownerEmail, texts }: ContactProps) {
  // The close button is an icon alone: it needs a name of its own. Mantine's dark grey for the text
  // under the title is 3.5:1 on the notification; the dimmed text colour keeps it above 4.5:1.
  const notify = (notification: { title: string; message: string; color: string; autoClose?: false }) =>
    notifications.show({
      ...notification,
      closeButtonProps: { 'aria-label': texts.closeNotification },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    });
  const notifyError = (message: string) => notify({ title: texts.errorTitle, message, color: 'red', autoClose: false });

  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<ReCAPTCHA | null>(null);
  // The captcha's change event stores the token; submitting reads it.
  const token = useRef<string | null>(null);
  // One try at loading Google's script: a try that failed is replaced by the next submit's.
  const [scriptTry, setScriptTry] = useState(0);
  const captchaScript = useRef(scriptSignal());
  const scriptFailed = useRef(false);
  const captchaMounted = useRef<(() => void) | null>(null);
  const setCaptcha = useCallback((instance: ReCAPTCHA | null) => {
    captchaRef.current = instance;
    if (instance) captchaMounted.current?.();
  }, []);
  const [fallbackOffered, setFallbackOffered] = useState(false);
  const [captchaWanted, setCaptchaWanted] = useState(false);
  // A Send pressed before the form worked, answered once the captcha widget is in place.
  const heldSend = useRef(false);

  // A send still on its way when the form goes away says nothing after: the notifications are the
  // page's, and would show it to whatever form comes next. Set in the hydration's own commit: the form
  // answers a Send from then on, before React runs its passive effects.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Live validation once the visitor has tried to send: set by the first submit.
  const liveValidation = useRef<(() => void) | null>(null);
  // Stable, with the rules, so that the form's change handlers are the same at every render.
  const onValuesChange = useCallback((values: ContactValues) => {
    saveDraft(values);
    liveValidation.current?.();
  }, []);
  const rules = useMemo(
    () => ({
      fullName: (value: string) => validateFullName(value, texts),
      email: (value: string) => validateEmail(value, texts),
      message: (value: string) => validateMessage(value, texts),
    }),
    [texts],
  );
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY_VALUES,
    validate: rules,
    onValuesChange,
  });
  const { setFieldValue } = form;
  // What the form holds now. Mantine's getValues changes identity with every value, yet each one
  // reads the same ref: the first is kept, so that the e-mail offer's props stay the same.
  const [currentValues] = useState(() => form.getValues);
  const onChange = useMemo(() => {
    const handler = (name: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFieldValue(name, event.currentTarget.value);
    return { fullName: handler('fullName'), email: handler('email'), message: handler('message') };
  }, [setFieldValue]);

  // Restored after hydration (once), so that the server and the first client render agree. Where the
  // page's start module held the form, its fields show what the visitor saw, the stored draft among
  // it (showDraft): they are taken as they are. Elsewhere, what was typed wins over the stored draft.
  // In the hydration's own commit, so that no Send comes between it and the form taking the fields.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const early = takeEarlySend(formRef.current);
    const draft = startingValues(early === 'not held' ? loadDraft() : null, valuesInFields(formRef.current));
    if (draft) form.setValues(draft);
    if (early === 'pressed') {
      heldSend.current = true;
      setCaptchaWanted(true);
    }
  }, [form]);

  // Once rendered with the captcha widget, a held Send goes as if the visitor had just pressed it.
  useEffect(() => {
    if (!captchaWanted || !heldSend.current) return;
    heldSend.current = false;
    formRef.current?.requestSubmit();
  }, [captchaWanted]);

  // The captcha script loads when the form comes near the viewport or is focused, not with the page.
  useEffect(() => {
    const element = formRef.current;
    if (!element || captchaWanted) return;
    const want = () => setCaptchaWanted(true);
    // A field focused before the form worked (its code may have come for that focus) counts as one now.
    if (element.contains(document.activeElement)) {
      want();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    element.addEventListener('focusin', want);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', want);
    };
  }, [captchaWanted]);

  /** Resolves when a widget is next mounted. */
  const nextMount = () =>
    new Promise<void>((resolve) => {
      captchaMounted.current = () => {
        captchaMounted.current = null;
        resolve();
      };
    });

  /** A new try at loading the script, once the last one failed: resolves when its widget is mounted. */
  const retryScript = () => {
    scriptFailed.current = false;
    captchaScript.current = scriptSignal();
    const mounted = nextMount();
    setScriptTry(retryCaptchaScript());
    return mounted;
  };

  const getToken = async (): Promise<CaptchaOutcome> => {
    if (scriptFailed.current) await retryScript();
    // A Send held from before the form worked is answered as the widget mounts: a widget wanted
    // but not yet in place is waited for.
    if (!captchaRef.current && captchaWanted) await nextMount();
    const captcha = captchaRef.current;
    // Not rendered yet (the form was never near the viewport nor focused): the next try has it.
    if (!captcha) return { kind: 'closed' };
    token.current = null;
    try {
      const outcome = await waitForToken({
        execute: () => captcha.executeAsync(),
        script: captchaScript.current.promise,
        watchChallenge: domChallengeWatcher(),
      });
      return outcome.kind === 'token' && token.current ? { kind: 'token', token: token.current } : outcome;
    } finally {
      // Tokens are single use, and a closed challenge's execution never settles: the next try starts afresh.
      captcha.reset();
    }
  };

  const failed = (failure: DeliveryFailure, message: string) => {
    notifyError(message);
    if (offersFallback(failure)) setFallbackOffered(true);
  };

  const reset = () => {
    liveValidation.current = null;
    form.reset();
    clearDraft();
    setFallbackOffered(false);
  };

  const deliver = async (values: ContactValues) => {
    const captcha = await getToken();
    if (!mounted.current) return;
    if (captcha.kind !== 'token') {
      failed({ stage: 'captcha', outcome: captcha.kind }, captchaFailureMessage(captcha.kind, texts));
      return;
    }
    const result = await sendMessage(values, captcha.token, settings.email, texts);
    if (!mounted.current) return;
    if (result.ok) {
      notify({ title: texts.successTitle, message: texts.successMessage, color: 'green' });
      // What was sent is cleared; what the visitor typed (or reset and began) meanwhile is kept.
      const kept = afterSent(values, form.getValues());
      if (kept === EMPTY_VALUES) {
        reset();
      } else {
        liveValidation.current = null;
        form.setValues(kept);
        form.clearErrors();
        saveDraft(kept);
        setFallbackOffered(false);
      }
    } else {
      failed({ stage: 'send', status: result.status }, texts.sendFailed(result.reason));
    }
  };

  // One send at a time, whatever submits the form: the button, Enter in a field, a script, a held Send.
  // Marked as the send starts: the form's own `submitting` is set only at its next render, so two
  // submits before it both passed it, and the first then waited for a captcha token that went to
  // the second, to say 15 s later that the captcha was not completed.
  const sending = useRef(false);
  const submit = async (values: ContactValues) => {
    sending.current = true;
    try {
      await deliver(values);
    } finally {
      sending.current = false;
    }
  };

  // Send is disabled while it sends, which takes the keyboard's focus from it: it gets it back once
  // done, unless the visitor put the focus somewhere else meanwhile.
  const sendButton = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasSubmitting.current && !form.submitting && focusLost) sendButton.current?.focus();
    wasSubmitting.current = form.submitting;
  }, [form.submitting]);

  // Takes the visitor to the first field to fix.
  const onInvalid = (errors: Partial<Record<string, unknown>>) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    const input = first && formRef.current?.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
  };

  // Every field is required: asterisk, aria-required, its name and its value and error.
  const field = (name: keyof ContactValues) => ({
    name,
    required: true,
    'aria-required': true,
    value: form.values[name],
    error: form.errors[name],
    onChange: onChange[name],
  });
  // Where the browser cannot grow the message field with its text (no `field-sizing`), a small module
  // does, loaded only there; after hydration, so that the server's markup and the first render agree.
  const [fitMessage, setFitMessage] = useState<((field: HTMLTextAreaElement) => void) | null>(null);
  useEffect(() => {
    if (CSS.supports('field-sizing', 'content')) return;
    let mounted = true;
    void import('./growField').then(({ fitToText }) => mounted && setFitMessage(() => fitToText));
    return () => {
      mounted = false;
    };
  }, []);
  useLayoutEffect(() => {
    const field = formRef.current?.elements.namedItem('message');
    if (fitMessage && field instanceof HTMLTextAreaElement) fitMessage(field);
  }, [fitMessage, form.values.message]);

  const messageLength = characterCount(form.values.message);

  // The form renders again on every key; these parts do not depend on what is typed, so they are made
  // once (per script try) and rendering skips them.
  const notificationsHost = useMemo(() => <Notifications position="top-right" />, []);
  loadCaptchaFrom(settings.recaptchaOrigin);
  const captcha = useMemo(
    () =>
      captchaWanted && (
        <CaptchaWidget
          key={scriptTry}
          ref={setCaptcha}
          sitekey={settings.recaptchaSiteKey}
          size="invisible"
          badge="inline"
          theme="dark"
          onChange={(value) => {
            token.current = value;
          }}
          asyncScriptOnLoad={({ errored }) => {
            // Called when Google's onload callback has run, when the script could not load, and as
            // the widget mounts if a grecaptcha is already defined, which api.js does before the
            // widget's code arrives: only then is the script loaded. With no grecaptcha at all,
            // nothing will render: a failure, which the next Send tries again.
            if (errored || !('grecaptcha' in window)) {
              scriptFailed.current = true;
              captchaScript.current.settle('failed');
            } else if (widgetCodeLoaded()) {
              captchaScript.current.settle('loaded');
            }
          }}
        />
      ),
    [captchaWanted, scriptTry, setCaptcha, settings.recaptchaSiteKey],
  );

  const buttons = useMemo(
    () => (
      <Group>
        <Button ref={sendButton} type="submit" loading={form.submitting}>
          {texts.send}
        </Button>
        <Button type="reset" variant="default">
          {texts.reset}
        </Button>
      </Group>
    ),
    [form.submitting, texts],
  );

  return (
    <>
      {notificationsHost}
      {/* The method dialog submits nowhere outside a dialog: before the form works, or with no
          script at all, Send never puts the message in the page's address. */}
      <form
        ref={formRef}
        method="dialog"
        noValidate
        aria-label={texts.contactForm}
        onSubmit={(event) => {
          if (sending.current) {
            event.preventDefault();
            return;
          }
          liveValidation.current = form.validate;
          form.onSubmit(submit, onInvalid)(event);
        }}
        onReset={(event) => {
          event.preventDefault();
          reset();
        }}
      >
        <Stack maw="40rem">
          <Input label={texts.fullName} autoComplete="name" {...field('fullName')} />
          <Input label={texts.email} type="email" autoComplete="email" {...field('email')} />
          <MessageInput
            label={texts.message}
            rows={MESSAGE_ROWS}
            resize="vertical"
            classNames={MESSAGE_CLASSES}
            description={
              messageLength >= COUNTER_FROM ? texts.characterCount(messageLength, LIMITS.messageMax) : undefined
            }
            {...field('message')}
          />
          {buttons}
          {fallbackOffered && ownerEmail && (
            <EmailFallback to={ownerEmail} values={form.values} current={currentValues} texts={texts} />
          )}
          {/* Space for Google's inline badge (256 x 60), kept from the first paint so nothing shifts when it loads. */}
          <Box mih={60}>{captcha}</Box>
          {/* With no script the form cannot send, and on phones the menu with the owner's links cannot
              open: the address, if the content has one, is the way left to write. */}
          <noscript>
            <Text>
              {texts.noScript}
              {ownerEmail && (
                <> {withValue(texts.noScriptWriteTo, ownerEmail, <a href={`mailto:${ownerEmail}`}>{ownerEmail}</a>)}</>
              )}
            </Text>
          </noscript>
        </Stack>
      </form>
    </>
  );
}

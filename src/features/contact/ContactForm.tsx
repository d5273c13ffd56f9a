import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Notifications, notifications } from '@mantine/notifications';
import { CaptchaWidget, loadCaptchaFrom } from './captchaScript';
import { saveDraft } from './draft';
import { EmailFallback } from './EmailFallback';
import { FIELDS, fieldError, type FieldName } from './fields';
import type { ContactProps } from './settings';
import classes from './ContactForm.module.css';
import { useCaptcha } from './useCaptcha';
import { useRestore } from './useRestore';
import { useSend } from './useSend';
import { LIMITS, characterCount } from './validation';
import { withValue } from './withValue';
import { EMPTY_VALUES, valueOf, type ContactValues } from './values';

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
  const captcha = useCaptcha(formRef);

  // Live validation once the visitor has tried to send: set by the first submit.
  const liveValidation = useRef<(() => void) | null>(null);
  // Stable, with the rules, so that the form's change handlers are the same at every render.
  const onValuesChange = useCallback((values: ContactValues) => {
    saveDraft(values);
    liveValidation.current?.();
  }, []);
  const rules = useMemo(
    () =>
      Object.fromEntries(
        FIELDS.map((field) => [field.name, (value?: string) => fieldError(field, value ?? '', texts)]),
      ) as Record<FieldName, (value?: string) => string | null>,
    [texts],
  );
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY_VALUES,
    validate: rules,
    onValuesChange,
  });
  const { setFieldValue, setValues } = form;
  // What the form holds now. Mantine's getValues changes identity with every value, yet each one
  // reads the same ref: the first is kept, so that the e-mail offer's props stay the same.
  const [currentValues] = useState(() => form.getValues);
  const onChange = useMemo(
    () =>
      Object.fromEntries(
        FIELDS.map(({ name }) => [
          name,
          (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setFieldValue(name, event.currentTarget.value),
        ]),
      ) as Record<FieldName, (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void>,
    [setFieldValue],
  );

  const send = useSend({
    form,
    getToken: captcha.getToken,
    email: settings.email,
    texts,
    tell: {
      sent: () => notify({ title: texts.successTitle, message: texts.successMessage, color: 'green' }),
      failed: notifyError,
    },
    afresh: () => {
      liveValidation.current = null;
    },
  });
  useRestore(formRef, setValues, captcha);

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
    const first = FIELDS.find(({ name }) => errors[name]);
    const input = first && formRef.current?.elements.namedItem(first.name);
    if (input instanceof HTMLElement) input.focus();
  };

  // A required field has its asterisk and aria-required; each has its name, its value and its error.
  const fieldProps = ({ name, required }: (typeof FIELDS)[number]) => ({
    name,
    required,
    'aria-required': required || undefined,
    value: valueOf(form.values, name),
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
  const { wanted: captchaWanted, scriptTry, widgetRef, onToken, onScriptLoad } = captcha;
  const captchaWidget = useMemo(
    () =>
      captchaWanted && (
        <CaptchaWidget
          key={scriptTry}
          ref={widgetRef}
          sitekey={settings.recaptchaSiteKey}
          size="invisible"
          badge="inline"
          theme="dark"
          onChange={onToken}
          asyncScriptOnLoad={onScriptLoad}
        />
      ),
    [captchaWanted, scriptTry, widgetRef, onToken, onScriptLoad, settings.recaptchaSiteKey],
  );

  const buttons = useMemo(
    () => (
      <Group key="buttons">
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

  const fields = FIELDS.map((field) =>
    field.input === 'message' ? (
      <MessageInput
        key={field.name}
        label={texts[field.label]}
        rows={MESSAGE_ROWS}
        resize="vertical"
        classNames={MESSAGE_CLASSES}
        description={messageLength >= COUNTER_FROM ? texts.characterCount(messageLength, LIMITS.messageMax) : undefined}
        {...fieldProps(field)}
      />
    ) : (
      <Input
        key={field.name}
        label={texts[field.label]}
        type={field.input === 'email' ? 'email' : undefined}
        autoComplete={field.autoComplete}
        {...fieldProps(field)}
      />
    ),
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
          if (send.sending()) {
            event.preventDefault();
            return;
          }
          liveValidation.current = form.validate;
          form.onSubmit(send.submit, onInvalid)(event);
        }}
        onReset={(event) => {
          event.preventDefault();
          send.reset();
        }}
      >
        {/* The fields and what follows them are one list of the Stack's, not a list within it: a list
            would be a level deeper in React's tree, and change the ids React gives the fields in the page. */}
        <Stack maw="40rem">
          {[
            ...fields,
            buttons,
            send.fallbackOffered && ownerEmail && (
              <EmailFallback
                key="fallback"
                to={ownerEmail}
                values={form.values}
                current={currentValues}
                texts={texts}
              />
            ),
            // Space for Google's inline badge (256 x 60), kept from the first paint so nothing shifts when it loads.
            <Box key="captcha" mih={60}>
              {captchaWidget}
            </Box>,
            // With no script the form cannot send, and on phones the menu with the owner's links cannot
            // open: the address, if the content has one, is the way left to write.
            <noscript key="noscript">
              <Text>
                {texts.noScript}
                {ownerEmail && (
                  <>
                    {' '}
                    {withValue(texts.noScriptWriteTo, ownerEmail, <a href={`mailto:${ownerEmail}`}>{ownerEmail}</a>)}
                  </>
                )}
              </Text>
            </noscript>,
          ]}
        </Stack>
      </form>
    </>
  );
}

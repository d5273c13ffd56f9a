import { memo, useId, useMemo, type MouseEvent } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useClipboard, useDebouncedValue } from '@mantine/hooks';
import type { PageTexts } from '@/content/types';
import { mailBody, mailtoLink } from './fallback';
import { withValue } from './withValue';
import type { ContactValues } from './values';

/** The link shown follows the form once the visitor pauses typing, not at every key. */
const FALLBACK_FOLLOWS_MS = 300;

interface FallbackProps {
  readonly to: string;
  readonly values: ContactValues;
  /** What the form holds now: what the link and the copy carry when used, whatever the shown link says. */
  readonly current: () => ContactValues;
  readonly texts: Pick<
    PageTexts,
    | 'fallbackTitle'
    | 'fallbackReady'
    | 'fallbackShortened'
    | 'copyMessage'
    | 'copyFailed'
    | 'copied'
    | 'mailSubject'
    | 'mailShortened'
  >;
}

/** Another way to reach the owner when the form cannot deliver: their address, with the message already in it. */
export function EmailFallback({ to, values, current, texts }: FallbackProps) {
  // Building the link at the limit (5,000 characters) costs about 2 ms of script a key; once per
  // pause is enough, since using the link or the copy reads the form as it is then.
  const [shown, , { flush }] = useDebouncedValue(values, FALLBACK_FOLLOWS_MS);
  return <FallbackOffer to={to} values={shown} current={current} texts={texts} catchUp={flush} />;
}

// Memoised (`current` and `catchUp` are stable): while the visitor types, its shown values stay the
// same and nothing in it renders again.
const FallbackOffer = memo(function FallbackOffer({
  to,
  values,
  current,
  texts,
  catchUp,
}: FallbackProps & { readonly catchUp: () => void }) {
  const titleId = useId();
  const clipboard = useClipboard();
  const link = useMemo(() => mailtoLink(to, values, texts), [to, values, texts]);
  // The browser reads the address after these events (a click, a middle click, the context menu's
  // "copy link"): it carries the last key too, and the shown values catch up so that the page and
  // its render agree on it.
  const followCurrent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = mailtoLink(to, current(), texts).href;
    catchUp();
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Text id={titleId} fw={700}>
        {texts.fallbackTitle}
      </Text>
      <Text>
        {withValue(
          texts.fallbackReady,
          to,
          <Anchor
            href={link.href}
            underline="always"
            onClick={followCurrent}
            onAuxClick={followCurrent}
            onContextMenu={followCurrent}
          >
            {to}
          </Anchor>,
        )}
      </Text>
      {link.shortened && <Text>{texts.fallbackShortened}</Text>}
      <Group mt="sm">
        <Button type="button" variant="default" onClick={() => clipboard.copy(mailBody(current(), texts))}>
          {texts.copyMessage}
        </Button>
        <Text role="status">{clipboard.error ? texts.copyFailed : clipboard.copied && texts.copied}</Text>
      </Group>
    </Paper>
  );
});

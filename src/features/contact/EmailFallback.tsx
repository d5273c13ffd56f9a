import { memo, useId, useMemo, type MouseEvent } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useClipboard, useDebouncedValue } from '@mantine/hooks';
import { mailBody, mailtoLink } from './fallback';
import type { ContactValues } from './values';

/** The link shown follows the form once the visitor pauses typing, not at every key. */
const FALLBACK_FOLLOWS_MS = 300;

interface FallbackProps {
  readonly to: string;
  readonly values: ContactValues;
  /** What the form holds now: what the link and the copy carry when used, whatever the shown link says. */
  readonly current: () => ContactValues;
}

/** Another way to reach the owner when the form cannot deliver: their address, with the message already in it. */
export function EmailFallback({ to, values, current }: FallbackProps) {
  // Building the link at the limit (5,000 characters) costs about 2 ms of script a key; once per
  // pause is enough, since using the link or the copy reads the form as it is then.
  const [shown, , { flush }] = useDebouncedValue(values, FALLBACK_FOLLOWS_MS);
  return <FallbackOffer to={to} values={shown} current={current} catchUp={flush} />;
}

// Memoised (`current` and `catchUp` are stable): while the visitor types, its shown values stay the
// same and nothing in it renders again.
const FallbackOffer = memo(function FallbackOffer({
  to,
  values,
  current,
  catchUp,
}: FallbackProps & { readonly catchUp: () => void }) {
  const titleId = useId();
  const clipboard = useClipboard();
  const link = useMemo(() => mailtoLink(to, values), [to, values]);
  // The browser reads the address after these events (a click, a middle click, the context menu's
  // "copy link"): it carries the last key too, and the shown values catch up so that the page and
  // React agree on it.
  const followCurrent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = mailtoLink(to, current()).href;
    catchUp();
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Text id={titleId} fw={700}>
        Write by e-mail instead
      </Text>
      <Text>
        Your message is ready in an e-mail to{' '}
        <Anchor
          href={link.href}
          underline="always"
          onClick={followCurrent}
          onAuxClick={followCurrent}
          onContextMenu={followCurrent}
        >
          {to}
        </Anchor>
        .
      </Text>
      {link.shortened && (
        <Text>
          It is too long for an e-mail link, so the e-mail holds its beginning: copy the full message and paste it in.
        </Text>
      )}
      <Group mt="sm">
        <Button type="button" variant="default" onClick={() => clipboard.copy(mailBody(current()))}>
          Copy message
        </Button>
        <Text role="status">
          {clipboard.error
            ? 'Could not copy: select your message in the form and copy it yourself.'
            : clipboard.copied && 'Copied.'}
        </Text>
      </Group>
    </Paper>
  );
});

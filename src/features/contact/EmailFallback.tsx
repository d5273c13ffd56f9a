import { memo, useDeferredValue, useId, useMemo } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { mailBody, mailtoLink } from './fallback';
import type { ContactValues } from './validation';

/** Another way to reach the owner when the form cannot deliver: their address, with the message already in it. */
export function EmailFallback({ to, values }: { readonly to: string; readonly values: ContactValues }) {
  // Kept in step with the form without holding up its typing: rebuilt after the keystroke, not in it.
  return <FallbackOffer to={to} values={useDeferredValue(values)} />;
}

// Memoised: during a keystroke's own render its deferred values are still the last ones, and nothing in it renders again.
const FallbackOffer = memo(function FallbackOffer({
  to,
  values,
}: {
  readonly to: string;
  readonly values: ContactValues;
}) {
  const titleId = useId();
  const clipboard = useClipboard();
  const link = useMemo(() => mailtoLink(to, values), [to, values]);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Text id={titleId} fw={700}>
        Write by e-mail instead
      </Text>
      <Text>
        Your message is ready in an e-mail to{' '}
        <Anchor href={link.href} underline="always">
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
        <Button type="button" variant="default" onClick={() => clipboard.copy(mailBody(values))}>
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

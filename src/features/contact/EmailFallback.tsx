import { memo, useId, useMemo, type MouseEvent } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useClipboard, useDebouncedValue } from '@mantine/hooks';
import { mailBody, mailtoLink } from './fallback';
import type { ContactValues } from './validation';

/** The link shown follows the form once the visitor pauses typing, not at every key. */
export const FALLBACK_FOLLOWS_MS = 300;

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
  const [shown] = useDebouncedValue(values, FALLBACK_FOLLOWS_MS);
  return <FallbackOffer to={to} values={shown} current={current} />;
}

// Memoised: while the visitor types, its shown values stay the same and nothing in it renders again.
const FallbackOffer = memo(function FallbackOffer({ to, values, current }: FallbackProps) {
  const titleId = useId();
  const clipboard = useClipboard();
  const link = useMemo(() => mailtoLink(to, values), [to, values]);
  // The browser follows the link after its click event: the address it opens carries the last key too.
  const followCurrent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = mailtoLink(to, current()).href;
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Text id={titleId} fw={700}>
        Write by e-mail instead
      </Text>
      <Text>
        Your message is ready in an e-mail to{' '}
        <Anchor href={link.href} underline="always" onClick={followCurrent}>
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

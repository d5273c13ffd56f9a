import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { PageTexts } from '@/content/types';

interface NotFoundProps {
  readonly homeHref: string;
  readonly texts: Pick<PageTexts, 'notFoundText' | 'backHome'>;
}

/** The not-found page: "404", "No route matches URL" and a way home. */
export function NotFound({ homeHref, texts }: NotFoundProps) {
  return (
    <main className="notFound">
      <Stack align="center" gap="md">
        <Title order={1}>404</Title>
        <Text size="xl">{texts.notFoundText}</Text>
        <Anchor href={homeHref} size="lg">
          {texts.backHome}
        </Anchor>
      </Stack>
    </main>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';

/** The not-found page: "404", "No route matches URL" and a way home. */
export function NotFound({ homeHref }: { readonly homeHref: string }) {
  return (
    <main className="notFound">
      <Stack align="center" gap="md">
        <Title order={1}>404</Title>
        <Text size="xl">No route matches URL</Text>
        <Anchor href={homeHref} size="lg">
          Back to the home page
        </Anchor>
      </Stack>
    </main>
  );
}

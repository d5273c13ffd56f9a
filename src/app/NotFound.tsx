import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error boundary: its default 404 ("No route matches URL") as a minimal page. */
export function NotFound() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? 'No route matches URL' : 'Something went wrong';
  return (
    <main className="notFound">
      <Stack align="center" gap="md">
        <Title order={1}>{status}</Title>
        <Text size="xl">{message}</Text>
        <Anchor component={Link} to="/" size="lg">
          Back to the home page
        </Anchor>
      </Stack>
    </main>
  );
}

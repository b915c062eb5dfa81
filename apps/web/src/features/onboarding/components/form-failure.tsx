/** A failure the fields do not explain (network, server, conflict), shown above the step's button. */
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function FormFailure({ error }: { error: Error | null }) {
  if (!error) {
    return null;
  }
  return (
    <Alert color="red" variant="light" radius="md" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {error.message}
    </Alert>
  );
}

/** The app version in small print ("v1.10.15"), for support calls. */
import { APP_VERSION } from '@baraka/contracts/shared/names';
import { Text } from '@mantine/core';

export function VersionLine({ className }: { className?: string }) {
  return (
    <Text className={className} fz="xs" c="dimmed" dir="ltr">
      v{APP_VERSION}
    </Text>
  );
}

/** Address and phone of a place, the phone as a link that dials. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';

type Address = { streetName: string; zipCode: string; city: string; governorate: string; phone: string };

export function ContactLines({ address }: { address: Address }) {
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fz="sm">
          {/* Written in French: the street number stays before the street in Arabic. */}
          <bdi>
            {address.streetName}, {address.zipCode} {address.city} ({address.governorate})
          </bdi>
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Anchor href={`tel:${address.phone.replace(/\s+/g, '')}`} fz="sm" dir="ltr">
          {address.phone}
        </Anchor>
      </Group>
    </Stack>
  );
}

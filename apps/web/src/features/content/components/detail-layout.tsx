/** The frame of a news or offer detail: illustration, dated heading, rich text, and a way back. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { Illustration } from '../../../components/ui/illustration';
import { RichText } from '../../../components/ui/rich-text';

type DetailLayoutProps = {
  backTo: string;
  image: string;
  title: string;
  meta: ReactNode;
  html: string;
  aside?: ReactNode;
};

export function DetailLayout({ backTo, image, title, meta, html, aside }: DetailLayoutProps) {
  return (
    <Stack gap={0} maw={820}>
      <BackLink to={backTo} />
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <Illustration image={image} height={220} radius={0} />
        <Stack p={{ base: 'lg', sm: 'xl' }} gap="md">
          <Text fz="sm" c="dimmed">
            {meta}
          </Text>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          <RichText html={html} />
          {aside}
        </Stack>
      </Paper>
    </Stack>
  );
}

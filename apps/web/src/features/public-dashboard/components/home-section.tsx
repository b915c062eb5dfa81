/** A titled band of the home page with a "see all" link and its own loading, error and empty states. */
import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { Link } from '../../../lib/router';

type HomeSectionProps = {
  id: string;
  title: string;
  allLabel: string;
  allTo: string;
  emptyLabel: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown; count: number };
  children: ReactNode;
};

export function HomeSection({ id, title, allLabel, allTo, emptyLabel, state, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="lg" gap="xs">
        <Title order={2} id={id} fz="h3">
          {title}
        </Title>
        <Anchor component={Link} to={allTo} fw={600} fz="sm">
          <Group gap={4} component="span">
            {allLabel}
            <IconArrowRight size={16} className="mirror-in-rtl" aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {state.isPending && <LoadingState rows={1} height={220} />}
      {state.isError && <ErrorState onRetry={() => void state.refetch()} />}
      {!state.isPending && !state.isError && state.count === 0 && <EmptyState title={emptyLabel} />}
      {state.count > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {children}
        </SimpleGrid>
      )}
    </section>
  );
}

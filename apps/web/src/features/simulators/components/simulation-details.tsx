/** Below the results: the simulation drawn, and the same numbers as a table, one tab each. */
import { Paper, Tabs, Title } from '@mantine/core';
import { IconChartAreaLine, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSimulatorText } from '../hooks/use-simulator-text';

type SimulationDetailsProps = { chart: ReactNode; table: ReactNode; tableLabel: string };

export function SimulationDetails({ chart, table, tableLabel }: SimulationDetailsProps) {
  const { t } = useSimulatorText();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="details-title"
    >
      <Title order={2} fz="h3" id="details-title" mb="md">
        {t('details.title')}
      </Title>
      {/* Only the open tab is rendered: a 300-row table costs nothing while the chart is shown. */}
      <Tabs defaultValue="chart" keepMounted={false} color="plum">
        <Tabs.List mb="lg">
          <Tabs.Tab value="chart" leftSection={<IconChartAreaLine size={18} aria-hidden />}>
            {t('details.chart')}
          </Tabs.Tab>
          <Tabs.Tab
            value="table"
            leftSection={<IconTable size={18} aria-hidden />}
            data-testid="details-table-tab"
          >
            {tableLabel}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chart">{chart}</Tabs.Panel>
        <Tabs.Panel value="table">{table}</Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

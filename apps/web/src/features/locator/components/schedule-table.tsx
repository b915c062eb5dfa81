/** A branch's timetables by season, today's season marked. */
import type { BranchScheduleDto } from '@baraka/contracts/locator/schemas';
import type { ScheduleSeason } from '@baraka/domain/calendar/schedule-season';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const SEASON_ORDER: ScheduleSeason[] = ['WINTER', 'SUMMER', 'RAMADAN'];

function describeDays(indexes: readonly number[], t: (key: string) => string): string {
  const first = indexes[0];
  const last = indexes.at(-1);
  if (first === undefined || last === undefined) {
    return '';
  }
  const isRange = indexes.length > 1 && last - first === indexes.length - 1;
  return isRange
    ? `${t(`days.${first}`)} – ${t(`days.${last}`)}`
    : indexes.map((day) => t(`days.${day}`)).join(', ');
}

export function ScheduleTable({
  schedules,
  season,
}: {
  schedules: readonly BranchScheduleDto[];
  season: ScheduleSeason;
}) {
  const { t } = useTranslation('locator');
  const sorted = [...schedules].sort((a, b) => SEASON_ORDER.indexOf(a.type) - SEASON_ORDER.indexOf(b.type));
  return (
    <Table withTableBorder verticalSpacing="xs" fz="sm" data-testid="schedule-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('schedule.season')}</Table.Th>
          <Table.Th scope="col">{t('schedule.days')}</Table.Th>
          <Table.Th scope="col">{t('schedule.hours')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((schedule) => (
          <Table.Tr
            key={`${schedule.type}-${schedule.days}`}
            bg={schedule.type === season ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Table.Th scope="row" fw={schedule.type === season ? 700 : 500}>
              {t(`seasons.${schedule.type}`)}
              {schedule.type === season && (
                <Badge size="xs" ms={6} variant="filled" tt="none">
                  {t('schedule.current')}
                </Badge>
              )}
            </Table.Th>
            <Table.Td>{describeDays(schedule.indexes, t)}</Table.Td>
            <Table.Td>
              <span dir="ltr">
                {schedule.firstSessionStart}–{schedule.firstSessionEnd}
                {schedule.secondSessionStart && schedule.secondSessionEnd
                  ? ` · ${schedule.secondSessionStart}–${schedule.secondSessionEnd}`
                  : ''}
              </span>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

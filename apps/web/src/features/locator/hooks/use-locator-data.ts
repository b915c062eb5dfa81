/** Branches, ATMs and holidays merged into places, with the services the filter can offer. */
import { toTunisTime } from '@baraka/domain/calendar/tunis-time';
import { useMemo } from 'react';
import { useBranches } from '../../../api/branches';
import { pickLocalized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { useAtms } from '../api/get-atms';
import { useHolidays } from '../api/get-holidays';
import type { ServiceOption } from '../components/locator-filters';
import { toDomainHolidays, toPlaces } from '../utils/places';

export function useLocatorData(now: Date) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const branches = useBranches();
  const atms = useAtms();
  const today = toTunisTime(now).date;
  // A failed holiday list must not hide the places: "open now" then only follows the timetables.
  const holidays = useHolidays(today);
  const places = useMemo(
    () =>
      branches.data && atms.data
        ? toPlaces({
            branches: branches.data,
            atms: atms.data,
            holidays: toDomainHolidays(holidays.data ?? []),
            now,
          })
        : [],
    [branches.data, atms.data, holidays.data, now],
  );
  const services = useMemo(() => {
    const byCode = new Map<string, ServiceOption>();
    for (const branch of branches.data ?? []) {
      for (const service of branch.services) {
        byCode.set(service.code, {
          value: service.code,
          label: pickLocalized(service.serviceName, language),
        });
      }
    }
    for (const atm of atms.data ?? []) {
      for (const service of atm.services) {
        byCode.set(service.code, { value: service.code, label: pickLocalized(service.name, language) });
      }
    }
    return [...byCode.values()];
  }, [branches.data, atms.data, language]);
  return {
    places,
    services,
    isPending: branches.isPending || atms.isPending,
    isError: branches.isError || atms.isError,
    refetch: () => {
      void branches.refetch();
      void atms.refetch();
    },
  };
}

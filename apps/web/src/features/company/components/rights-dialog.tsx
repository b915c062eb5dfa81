/**
 * A user's rights as boxes to tick, by area, only among what the holder itself may do; saved with the
 * one-time code.
 */
import type { CompanyUser, Right } from '@baraka/contracts/identity/company';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeStep } from '../../../components/challenge/code-step';
import { useCodedAction } from '../../../lib/coded-action';
import { useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { COMPANY_CHANGES_KEY } from '../api/company-changes';
import { updateRights } from '../api/company-user-writes';
import { COMPANY_USERS_KEY } from '../api/company-users';
import {
  buildRightsMatrix,
  channelsOfService,
  isSameRights,
  rightKey,
  setServiceChannels,
  toggleRight,
} from '../utils/rights-matrix';
import { ChannelChoice } from './channel-choice';

type RightsDialogProps = { user: CompanyUser; onClose: () => void };

export function RightsDialog({ user, onClose }: RightsDialogProps) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const session = useSession();
  const [rights, setRights] = useState<Right[]>(user.rights);
  const matrix = buildRightsMatrix(session.permissions);
  const held = new Set(rights.map(rightKey));
  const action = useCodedAction({
    send: (confirmation) => updateRights({ userId: user.id, rights }, confirmation),
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: COMPANY_CHANGES_KEY });
      onClose();
    },
  });
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <Modal opened onClose={onClose} title={t('rights.title', { name })} size="lg" radius="lg" centered>
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          {t('rights.intro')}
        </Text>
        {!action.challenge &&
          matrix.map((group) => (
            <Stack key={group.category} gap="xs">
              <Title order={3} fz="md">
                {t(`categories.${group.category}`, { defaultValue: group.category })}
              </Title>
              <Table.ScrollContainer minWidth={320}>
                <Table verticalSpacing="xs" highlightOnHover>
                  <Table.Tbody>
                    {group.services.map((row) => (
                      <Table.Tr key={row.service}>
                        <Table.Th scope="row" fw={500} fz="sm">
                          <Stack gap={4} align="flex-start">
                            {t(`services.${row.service}`, { defaultValue: row.service })}
                            <ChannelChoice
                              row={row}
                              value={channelsOfService(rights, row)}
                              onChange={(channels) =>
                                setRights((current) => setServiceChannels(current, row.service, channels))
                              }
                              isDisabled={action.isBusy}
                            />
                          </Stack>
                        </Table.Th>
                        <Table.Td>
                          <Group gap="md" wrap="wrap">
                            {row.processes.map((process) => {
                              const right = {
                                service: row.service,
                                process,
                                channels: channelsOfService(rights, row),
                              };
                              return (
                                <Checkbox
                                  key={process}
                                  label={t(`processes.${process}`)}
                                  aria-label={`${t(`services.${row.service}`, { defaultValue: row.service })} — ${t(`processes.${process}`)}`}
                                  checked={held.has(rightKey(right))}
                                  onChange={() => setRights((current) => toggleRight(current, right))}
                                  disabled={action.isBusy}
                                />
                              );
                            })}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))}
        <CodeStep action={action} ns="company" />
        {!action.challenge && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isBusy}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={action.start}
              loading={action.isBusy}
              disabled={isSameRights(rights, user.rights)}
              data-testid="save-rights"
            >
              {t('rights.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

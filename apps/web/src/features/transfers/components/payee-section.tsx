/**
 * Who receives the money: a saved beneficiary of the transfer's type, or (within the bank and to
 * another Tunisian bank) a payee typed in with the holder's RIB and name.
 */
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { PAYEE_NAME_MAX_LENGTH } from '@baraka/contracts/transfers/requests';
import { formatRib } from '@baraka/domain/rib/iban';
import { normalizeRib } from '@baraka/domain/rib/rib-key';
import { findTunisianBank } from '@baraka/domain/rib/tunisian-banks';
import { Anchor, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingBank, IconId } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftField, FieldProblem } from '../utils/draft-validation';
import type { PayeeMode, TransferDraft } from '../utils/transfer-draft';
import { NEW_PAYEE_TYPES } from '../utils/transfer-types';
import { PayeePicker } from './payee-picker';

const BENEFICIARIES_PATH = '/beneficiaries';
/** 20 digits and the spaces people type between the groups. */
const RIB_INPUT_MAX_LENGTH = 26;

type PayeeSectionProps = {
  draft: TransferDraft;
  payees: readonly Beneficiary[];
  problemText: (field: DraftField, problem: FieldProblem | undefined) => string | undefined;
  problems: Partial<Record<DraftField, FieldProblem>>;
  onSelect: (payeeId: string) => void;
  onModeChange: (mode: PayeeMode) => void;
  onChange: (field: 'rib' | 'payeeName', value: string) => void;
};

export function PayeeSection(props: PayeeSectionProps) {
  const { draft, payees, problems, problemText, onSelect, onModeChange, onChange } = props;
  const { t } = useTranslation('transfers');
  const canTypePayee = NEW_PAYEE_TYPES.includes(draft.type);
  const bank = findTunisianBank(draft.rib);
  return (
    <Stack gap="sm">
      {canTypePayee && (
        <SegmentedControl
          fullWidth
          value={draft.payeeMode}
          onChange={(mode) => onModeChange(mode as PayeeMode)}
          data={[
            { value: 'saved', label: t('form.payeeMode.saved') },
            { value: 'new', label: t('form.payeeMode.new') },
          ]}
          aria-label={t('form.payeeMode.label')}
          data-testid="payee-mode"
        />
      )}
      {draft.payeeMode === 'saved' || !canTypePayee ? (
        payees.length > 0 ? (
          <PayeePicker
            payees={payees}
            value={draft.beneficiaryId}
            error={problemText('beneficiaryId', problems.beneficiaryId)}
            onChange={onSelect}
          />
        ) : (
          <Text fz="sm" c="dimmed" data-testid="no-payees">
            {t(canTypePayee ? 'form.noPayeesTypeOne' : 'form.noPayees')}{' '}
            <Anchor component={Link} to={BENEFICIARIES_PATH} fz="sm">
              {t('form.managePayees')}
            </Anchor>
          </Text>
        )
      ) : (
        <>
          <TextInput
            label={t('form.rib')}
            placeholder="08 006 0123456789012 34"
            value={draft.rib}
            onChange={(event) =>
              onChange('rib', event.currentTarget.value.replace(/[^\d ]/g, '').slice(0, RIB_INPUT_MAX_LENGTH))
            }
            onBlur={() => {
              // Written back in its printed groups once complete: "08 006 0123456789012 34".
              const digits = normalizeRib(draft.rib);
              if (/^\d{20}$/.test(digits)) {
                onChange('rib', formatRib(digits));
              }
            }}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            size="md"
            withAsterisk
            leftSection={<IconBuildingBank size={18} aria-hidden />}
            description={bank ? t('form.ribBank', { bank: bank.name }) : t('form.ribHint')}
            error={problemText('rib', problems.rib)}
            data-testid="payee-rib"
          />
          <TextInput
            label={t('form.payeeName')}
            value={draft.payeeName}
            onChange={(event) => onChange('payeeName', event.currentTarget.value)}
            maxLength={PAYEE_NAME_MAX_LENGTH}
            autoComplete="off"
            size="md"
            withAsterisk
            leftSection={<IconId size={18} aria-hidden />}
            description={t(draft.type === 'WITHINBANK' ? 'form.payeeNameChecked' : 'form.payeeNameHint')}
            error={problemText('payeeName', problems.payeeName)}
            data-testid="payee-name"
          />
        </>
      )}
    </Stack>
  );
}

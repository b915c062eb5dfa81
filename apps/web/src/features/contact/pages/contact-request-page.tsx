/**
 * `/contact-us/request`: the contact form for a visitor or a signed-in customer, and in
 * simulator-request mode (opened by a simulator's "request this financing") with the simulation's
 * figures shown and disabled. The bank's contact directory sits beside it.
 */
import type { ContactCategory, ContactFormSettings, ContactReceipt } from '@baraka/contracts/contact/schemas';
import { readSimulationRequest, type SimulationRequest } from '@baraka/contracts/contact/simulation-request';
import { Container, Grid } from '@mantine/core';
import { useAgencies } from '../../../api/branches';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useLocalize } from '../../../lib/localized';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useContactCategories } from '../api/contact-categories';
import { useContactSettings } from '../api/contact-settings';
import { ContactDirectoryCard } from '../components/contact-directory';
import { ContactForm } from '../components/contact-form';
import type { AgencyChoice } from '../components/request-fields';
import { type ContactValues, useContactForm } from '../hooks/use-contact-form';

export const CONTACT_SUCCESS_PATH = '/contact-us/request-success';
/** The subject and requirement a financing request starts on (seeded names). */
const FINANCING_SUBJECT = 'FINANCING';
const NEW_FINANCING_REQUIREMENT = 'NEW_FINANCING';

type LoadedFormProps = {
  settings: ContactFormSettings;
  categories: readonly ContactCategory[];
  agencies: readonly AgencyChoice[];
  simulation: SimulationRequest | null;
  branchParam: string | null;
};

function LoadedContactForm({ settings, categories, agencies, simulation, branchParam }: LoadedFormProps) {
  const navigate = useNavigate();
  // The agency is known from the profile, or from a branch page that opened the form.
  const knownBranch =
    settings.customer?.branchId ??
    (agencies.some((agency) => agency.value === branchParam) ? branchParam : null);
  const initial: Partial<ContactValues> = { branchId: knownBranch ?? '' };
  if (simulation) {
    const financing = categories.find((category) => category.categoryName === FINANCING_SUBJECT);
    const requirement = financing?.subCategories.find(
      (item) => item.subCategoryName === NEW_FINANCING_REQUIREMENT,
    );
    Object.assign(initial, {
      subjectId: financing ? String(financing.id) : '',
      requirementId: requirement ? String(requirement.id) : '',
    });
  }
  const form = useContactForm({
    settings,
    initial,
    simulation,
    onDone: (receipt: ContactReceipt) => navigate(CONTACT_SUCCESS_PATH, { state: { receipt } }),
  });
  return (
    <ContactForm
      form={form}
      settings={settings}
      categories={categories}
      agencies={agencies}
      isBranchLocked={knownBranch !== null}
      simulation={simulation}
    />
  );
}

export function ContactRequestPage() {
  const { t } = useTranslation('contact');
  const localize = useLocalize();
  const [searchParams] = useSearchParams();
  const simulation = readSimulationRequest(searchParams);
  const settings = useContactSettings();
  const categories = useContactCategories();
  const agencies = useAgencies();

  const content = (() => {
    if (settings.isPending || categories.isPending || agencies.isPending) {
      return <LoadingState rows={7} height={56} />;
    }
    if (settings.isError || categories.isError || agencies.isError) {
      return (
        <ErrorState
          onRetry={() => {
            void settings.refetch();
            void categories.refetch();
            void agencies.refetch();
          }}
        />
      );
    }
    if (categories.data.length === 0 || agencies.data.length === 0) {
      return <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>;
    }
    return (
      <LoadedContactForm
        // A sign-in or sign-out while the page is open starts the form again for the new caller.
        key={settings.data.customer?.displayName ?? 'visitor'}
        settings={settings.data}
        categories={categories.data}
        agencies={agencies.data.map((agency) => ({
          value: agency.branchID,
          label: localize(agency.branchName),
        }))}
        simulation={simulation}
        branchParam={searchParams.get('branch')}
      />
    );
  })();

  return (
    <Container size="lg" px={0}>
      <PageHeader
        title={t(simulation ? 'request.simulationTitle' : 'request.title')}
        description={t(simulation ? 'request.simulationDescription' : 'request.description')}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>{content}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ContactDirectoryCard />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { useQuery } from '../../api/useQuery';
import { roleAtLeast } from '../../auth/roles';
import { useUser } from '../../auth/SessionContext';
import { useCompany } from '../../company/CompanyContext';
import { LoadError, Loading } from '../../components/LoadState';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { RichTextField } from '../../components/RichTextField';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useDraftBackup } from '../../components/useDraftBackup';
import { graphql } from '../../gql';
import type { CompanyProfileQuery } from '../../gql/graphql';
import { CareersScreen } from './CareersScreen';
import { companyErrors, companyToForm, formToCompanyInput, type CompanyFormValues } from './companyForm';
import { LANGUAGES, languageLabel } from './fieldErrors';
import { LogoField } from './LogoField';

graphql(`
  fragment CompanyProfileFields on Company {
    id
    name
    email
    subdomain
    active
    domainAlias
    domainAliasVerified
    website
    jobsiteUrl
    corsOrigins
    logoUrl
    logoOriginalName
    social {
      facebook
      linkedin
      twitter
      instagram
    }
    nl: description(language: NL)
    fr: description(language: FR)
    en: description(language: EN)
  }
`);

const CompanyProfile = graphql(`
  query CompanyProfile($companyId: ID!) {
    company(companyId: $companyId) {
      ...CompanyProfileFields
    }
  }
`);

const UpdateCompany = graphql(`
  mutation UpdateCompany($companyId: ID!, $input: UpdateCompanyInput!) {
    updateCompany(companyId: $companyId, input: $input) {
      ...CompanyProfileFields
    }
  }
`);

export type CompanyRecord = CompanyProfileQuery['company'];

/** The careers profile of the selected company: details, logo, description per language. */
export function CompanyScreen() {
  return (
    <CareersScreen title="Company" intro="The profile your careers site shows.">
      {(company) => <ProfileOf companyId={company.id} key={company.id} />}
    </CareersScreen>
  );
}

function ProfileOf({ companyId }: { companyId: string }) {
  const { data, error, reload } = useQuery(CompanyProfile, { companyId });
  if (!data && error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return <Loading label="Loading the profile…" />;
  return <ProfileForm company={data.company} />;
}

function ProfileForm({ company: initial }: { company: CompanyRecord }) {
  const { reload: reloadCompanies } = useCompany();
  // The security settings are the administrators' (the server refuses
  // editors who would change them): shown and sent for admins only.
  const security = roleAtLeast(useUser().role, 'admin');
  const [company, setCompany] = useState(initial);
  const [saving, setSaving] = useState(false);
  const form = useForm<CompanyFormValues>({ mode: 'controlled', initialValues: companyToForm(initial) });

  useEffect(() => {
    form.setInitialValues(companyToForm(initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const input = formToCompanyInput(values, { security });
      const { updateCompany } = await gql(UpdateCompany, { companyId: company.id, input });
      setCompany(updateCompany);
      const saved = companyToForm(updateCompany);
      form.setInitialValues(saved);
      form.setValues(saved);
      form.resetDirty(saved);
      notifySuccess('The company profile is saved.');
      void reloadCompanies();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(companyErrors(err.serverFields, formToCompanyInput(values, { security })));
      notifyFailure('Could not save the profile', err);
    } finally {
      setSaving(false);
    }
  });

  const dirty = form.isDirty();
  const kept = useDraftBackup(`company:${company.id}`, form);
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={dirty} />
      <Stack>
        {kept}
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Logo
          </Title>
          <LogoField company={company} onChange={setCompany} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Contact e-mail" type="email" {...form.getInputProps('email')} />
            <TextInput label="Subdomain" description="Lowercase letters, digits and hyphens." required {...form.getInputProps('subdomain')} />
          </SimpleGrid>
        </Paper>
        {security ? (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Access and security
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Whether the company’s API keys work, and which sites may call the content API with them from the browser.
              Only administrators change these.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Switch label="Active" description="Inactive companies’ API keys are refused at once." {...form.getInputProps('active', { type: 'checkbox' })} />
              <TextInput label="Domain alias" description="The careers site’s own host name, e.g. jobs.example.com." {...form.getInputProps('domainAlias')} />
              <Checkbox
                label="Domain alias verified"
                description="Its https origin may then call the API."
                mt="lg"
                disabled={!form.values.domainAlias.trim()}
                {...form.getInputProps('domainAliasVerified', { type: 'checkbox' })}
              />
              <TextInput label="Website" placeholder="https://www.example.com" {...form.getInputProps('website')} />
              <TextInput label="Jobsite URL" placeholder="https://jobs.example.com" {...form.getInputProps('jobsiteUrl')} />
            </SimpleGrid>
            <Textarea
              label="Extra origins"
              description="Sites that may call the content API from the browser with this company’s keys, one per line (https://jobs.example.com). The website, jobsite URL and verified alias are always allowed."
              autosize
              minRows={2}
              mt="sm"
              {...form.getInputProps('corsOrigins')}
            />
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            The company’s access and security settings (whether its API keys work, its domain alias, website, jobsite URL
            and the sites allowed to call the content API) are managed by administrators.
          </Text>
        )}
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Social links
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput label="LinkedIn" placeholder="https://www.linkedin.com/company/…" {...form.getInputProps('linkedin')} />
            <TextInput label="Facebook" placeholder="https://www.facebook.com/…" {...form.getInputProps('facebook')} />
            <TextInput label="X (Twitter)" placeholder="https://x.com/…" {...form.getInputProps('twitter')} />
            <TextInput label="Instagram" placeholder="https://www.instagram.com/…" {...form.getInputProps('instagram')} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Description
          </Title>
          <Tabs defaultValue="NL" keepMounted>
            <Tabs.List>
              {LANGUAGES.map((l) => (
                <Tabs.Tab key={l} value={l} color={form.errors[`description.${l}`] ? 'red' : undefined}>
                  {languageLabel[l]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LANGUAGES.map((l) => (
              <Tabs.Panel key={l} value={l} pt="sm">
                <RichTextField
                  label={`Description (${languageLabel[l]})`}
                  value={form.values.description[l]}
                  onChange={(html) => form.setFieldValue(`description.${l}`, html)}
                  error={form.errors[`description.${l}`] as string | undefined}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          {dirty && (
            <Text size="sm" c="dimmed">
              Unsaved changes
            </Text>
          )}
          <Button variant="default" disabled={!dirty || saving} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" loading={saving}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Badge, Divider, Group, Modal, SegmentedControl, Stack, Text, Title, Typography } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RichTextView } from '../../components/RichTextView';
import { languageLabel, type Lang } from './fieldErrors';
import { writtenLanguages, type JobFormValues } from './jobForm';
import { employmentLabel, experienceLabel, formatSalary, workplaceLabel } from './jobVocab';

const headings: Record<Lang, { description: string; profile: string; offer: string; closes: string; hours: string }> = {
  NL: { description: 'Over de job', profile: 'Jouw profiel', offer: 'Wat wij bieden', closes: 'Solliciteer voor', hours: 'uur per week' },
  FR: { description: 'Le poste', profile: 'Votre profil', offer: 'Notre offre', closes: 'Postulez avant le', hours: 'heures par semaine' },
  EN: { description: 'About the job', profile: 'Your profile', offer: 'What we offer', closes: 'Apply before', hours: 'hours per week' },
};

type Props = {
  opened: boolean;
  onClose: () => void;
  values: JobFormValues;
  /** Names of the selected locations. */
  locations: string[];
};

/** The job as a candidate sees it on the careers site, per written language (unsaved changes included). */
export function JobPreview({ opened, onClose, values, locations }: Props) {
  const langs = writtenLanguages(values);
  const [chosen, setChosen] = useState<Lang>(values.defaultLanguage);
  const lang = langs.includes(chosen) ? chosen : values.defaultLanguage;
  const t = values.texts[lang];
  const h = headings[lang];
  const section = (title: string, html: string) =>
    html && (
      <section>
        <Title order={3} size="h4" mb="xs">
          {title}
        </Title>
        <Typography>
          <RichTextView html={html} label={title} />
        </Typography>
      </section>
    );
  const salary = values.withSalary && values.salaryMin !== '' && values.salaryMax !== '';
  return (
    <Modal opened={opened} onClose={onClose} title="Preview" size="xl">
      <Stack>
        <SegmentedControl
          aria-label="Preview language"
          value={lang}
          onChange={(v) => setChosen(v as Lang)}
          data={langs.map((l) => ({ value: l, label: languageLabel[l] }))}
        />
        <article lang={lang.toLowerCase()} aria-label="Job preview">
          <Stack gap="sm">
            <Title order={2}>{t.title || <Text c="dimmed">No title yet</Text>}</Title>
            {t.summary && <Text size="lg">{t.summary}</Text>}
            <Group gap="xs">
              {values.employmentTypes.map((e) => (
                <Badge key={e} variant="light">
                  {employmentLabel[e]}
                </Badge>
              ))}
              {values.workplaceType && <Badge variant="outline">{workplaceLabel[values.workplaceType]}</Badge>}
              {values.experienceLevel && <Badge variant="outline">{experienceLabel[values.experienceLevel]}</Badge>}
            </Group>
            {locations.length > 0 && <Text>{locations.join(' · ')}</Text>}
            {salary && (
              <Text fw={500}>
                {formatSalary(
                  { min: Number(values.salaryMin), max: Number(values.salaryMax), currency: values.salaryCurrency, period: values.salaryPeriod },
                  lang.toLowerCase(),
                )}
              </Text>
            )}
            {values.withHours && values.hoursMin !== '' && (
              <Text>
                {values.hoursMin === values.hoursMax ? values.hoursMin : `${values.hoursMin}–${values.hoursMax}`} {h.hours}
              </Text>
            )}
            {values.closesAt && (
              <Text c="dimmed">
                {h.closes} {dayjs(values.closesAt).format('YYYY-MM-DD')}
              </Text>
            )}
            <Divider />
            {section(h.description, t.description)}
            {section(h.profile, t.profile)}
            {section(h.offer, t.offer)}
          </Stack>
        </article>
      </Stack>
    </Modal>
  );
}

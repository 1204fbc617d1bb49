// The event editor: create or edit an event with its text per site
// language. Contributors save drafts or submit for review (the server
// makes a publish pending) and see the resulting status.
import { Alert, Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { roleAtLeast } from '../../auth/roles';
import { useUser } from '../../auth/SessionContext';
import { LoadError, Loading } from '../../components/LoadState';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useDraftBackup } from '../../components/useDraftBackup';
import type { PostStatus, SiteLanguage } from '../../gql/graphql';
import { categoryOptions } from './categoryTree';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DeleteConfirm } from './DeleteConfirm';
import { linkedDrafts, publishDrafts, type LinkedDraft } from './linkedDrafts';
import { loadEvent, saveEvent, TrashEvent, type Loaded } from './eventApi';
import { EventDatesFields } from './EventDatesFields';
import { newEventForm, publishLabel, serverErrors, type EventFormValues } from './eventForm';
import { EventDetailFields, EventLinkFields, EventTextTabs } from './EventFormFields';
import { fetchAllCategories, fetchAllTags } from './fetchAll';
import { PublishAtFields, UnpublishAtFields } from './PublishAtFields';
import { DuplicateButton } from '../../components/DuplicateButton';
import { duplicateEvent } from './eventBulk';
import { StatusBadge, statusLabel, statusOptions } from './StatusBadge';
import { useAsync } from './useAsync';
import { useCalendarSite } from './useCalendarSite';
import { endBeforeStart } from './zones';

export function EventEditorScreen() {
  const { id } = useParams();
  const user = useUser();
  const contributor = !roleAtLeast(user.role, 'editor');
  const site = useCalendarSite();
  const s = site.data?.calendarSite;
  const load = useCallback(async (): Promise<Loaded> => {
    if (!s) return new Promise(() => {});
    const [cats, tags] = await Promise.all([fetchAllCategories(), fetchAllTags()]);
    const event = id ? await loadEvent(id, s.languages) : null;
    const form = event?.form ?? newEventForm(s.languages, s.timezone, dayjs().add(1, 'day').format('YYYY-MM-DD'), contributor);
    return { event: event?.event ?? null, form, cats, tags };
  }, [id, s, contributor]);
  const { data, error, reload } = useAsync(load);
  if (site.error) return <LoadError error={site.error} onRetry={() => void site.reload()} />;
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  // After a create the URL names the new event: wait for it to be read.
  if (!s || !data || (data.event?.id ?? undefined) !== id) return <Loading label="Loading the event…" />;
  return <EventEditor key={id ?? 'new'} loaded={data} languages={s.languages} defaultLanguage={s.defaultLanguage} siteZone={s.timezone} contributor={contributor} />;
}

type EditorProps = {
  loaded: Loaded;
  languages: SiteLanguage[];
  defaultLanguage: SiteLanguage;
  siteZone: string;
  contributor: boolean;
};

function EventEditor({ loaded, languages, defaultLanguage, siteZone, contributor }: EditorProps) {
  const navigate = useNavigate();
  const [event, setEvent] = useState(loaded.event);
  const [saved, setSaved] = useState<EventFormValues>(loaded.form);
  const [saving, setSaving] = useState<PostStatus | null>(null);
  const [trashing, setTrashing] = useState(false);
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: loaded.form,
    validate: {
      text: { [defaultLanguage]: { title: (t: string) => (t.trim() ? null : 'Enter a title') } },
      startDate: (v) => (v ? null : 'Pick the start date'),
      endDate: (v, values) => (v ? (endBeforeStart(values)?.field === 'endDate' ? endBeforeStart(values)!.message : null) : 'Pick the end date'),
      endTime: (_v, values) => (endBeforeStart(values)?.field === 'endTime' ? endBeforeStart(values)!.message : null),
      publishDate: (v, values) => (values.status === 'FUTURE' && !v ? 'Pick when the event is published' : null),
    },
  });
  useEffect(() => {
    form.setInitialValues(saved);
    form.resetDirty(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const creating = !event;
  const editable = !event || !contributor || ['DRAFT', 'PENDING'].includes(event.status);

  const save = async (v: EventFormValues, status: PostStatus) => {
    setSaving(status);
    let language = defaultLanguage;
    try {
      const result = await saveEvent({ id: event?.id, values: v, initial: saved, defaultLanguage, knownTags: loaded.tags, status }, (l) => {
        language = l;
      });
      setEvent(result.event);
      setSaved(result.form);
      const msg =
        contributor && status === 'PUBLISH'
          ? `Submitted for review: the event is ${statusLabel(result.event.status).toLowerCase()}.`
          : `Event saved: ${statusLabel(result.event.status).toLowerCase()}.`;
      notifySuccess(msg);
      if (creating) navigate(`/calendar/events/${result.event.id}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(serverErrors(err.fields, language));
      notifyFailure('Could not save the event', err);
    } finally {
      setSaving(null);
    }
  };

  // An editor publishing (approving) an event whose venue or organizers
  // are drafts is told so first, and may publish them with it.
  const [drafts, setDrafts] = useState<{ list: LinkedDraft[]; values: EventFormValues; status: PostStatus } | null>(null);
  const submit = (status: PostStatus) =>
    form.onSubmit(async (v) => {
      if (!contributor && (status === 'PUBLISH' || status === 'FUTURE')) {
        try {
          const list = await linkedDrafts(v.venue, v.organizers);
          if (list.length > 0) {
            setDrafts({ list, values: v, status });
            return;
          }
        } catch {
          // Their status could not be read: the save goes on as asked.
        }
      }
      await save(v, status);
    });
  const saveWithDrafts = async (publishThem: boolean) => {
    if (!drafts) return;
    const { list, values, status } = drafts;
    setDrafts(null);
    if (publishThem) {
      try {
        await publishDrafts(list);
      } catch (err) {
        notifyFailure('Could not publish the venue or organizers', err);
        return;
      }
    }
    await save(values, status);
  };

  const known = {
    venues: event?.venue ? [{ value: event.venue.id, label: event.venue.name }] : [],
    organizers: event?.organizers.map((o) => ({ value: o.id, label: o.name })) ?? [],
  };
  const dirty = form.isDirty();
  const kept = useDraftBackup(`event:${loaded.event?.id ?? 'new'}`, form);
  return (
    <Stack>
      {kept}
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor component={Link} to="/calendar/events" size="sm">
            ← Events
          </Anchor>
          <Title order={1}>{creating ? 'New event' : `Edit ${saved.text[defaultLanguage]?.title || 'event'}`}</Title>
        </div>
        {event && (
          <Group gap="md">
            {!contributor && <DuplicateButton what="event" copy={() => duplicateEvent(event.id, languages)} to={(copy) => `/calendar/events/${copy}`} />}
            <Group gap="xs" role="status" aria-label="Event status">
              <Text size="sm">Status</Text>
              <StatusBadge status={event.status} />
            </Group>
          </Group>
        )}
      </Group>
      {contributor && (
        <Alert color="blue" title="Your events are reviewed">
          Save a draft while you work. “Submit for review” sends it to an editor; it shows as pending until published.
          {!editable && ' This event is no longer a draft of yours: an editor can change it.'}
        </Alert>
      )}
      <form onSubmit={submit(contributor ? 'DRAFT' : form.getValues().status)} noValidate aria-label="Event">
        <Stack>
          <EventTextTabs form={form} languages={languages} />
          <EventDatesFields form={form} siteZone={siteZone} />
          <EventLinkFields
            form={form}
            editor={!contributor}
            known={known}
            categories={categoryOptions(loaded.cats)}
            tagNames={loaded.tags.map((t) => t.name)}
          />
          <EventDetailFields form={form} editor={!contributor} protectedNow={!!event?.passwordProtected} />
          <Group justify="space-between">
            {event && editable ? (
              <Button variant="subtle" color="red" onClick={() => setTrashing(true)}>
                Move to trash
              </Button>
            ) : (
              <span />
            )}
            <Group align="flex-end">
              {!contributor && <Select label="Status" data={statusOptions} allowDeselect={false} w={180} {...form.getInputProps('status')} />}
              {!contributor && form.getValues().status === 'FUTURE' && <PublishAtFields form={form} />}
              {!contributor && ['PUBLISH', 'FUTURE'].includes(form.getValues().status) && <UnpublishAtFields form={form} />}
              {contributor && (
                <Button type="submit" variant="default" loading={saving === 'DRAFT'} disabled={!editable}>
                  Save draft
                </Button>
              )}
              {contributor ? (
                <Button loading={saving === 'PUBLISH'} disabled={!editable} onClick={() => submit('PUBLISH')()}>
                  {publishLabel(true, creating)}
                </Button>
              ) : (
                <Button type="submit" loading={saving !== null}>
                  {publishLabel(false, creating)}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesPrompt when={dirty && saving === null} />
      <ConfirmModal
        opened={drafts !== null}
        title="Publish the linked drafts too?"
        confirmLabel="Publish them too"
        cancelLabel="Publish the event only"
        onConfirm={() => void saveWithDrafts(true)}
        onCancel={() => void saveWithDrafts(false)}
        onClose={() => setDrafts(null)}
      >
        {drafts?.list.map((d) => `The ${d.kind} “${d.name}”`).join(' and ')} {drafts && drafts.list.length > 1 ? 'are drafts' : 'is a draft'}: the public
        event would link {drafts && drafts.list.length > 1 ? 'pages' : 'a page'} visitors cannot open.
      </ConfirmModal>
      <DeleteConfirm
        target={trashing && event ? { id: event.id, name: saved.text[defaultLanguage]?.title ?? '' } : null}
        what="event"
        consequence="it moves to the trash and leaves the calendar."
        remove={(eid) => gql(TrashEvent, { id: eid })}
        onDone={() => {
          form.resetDirty();
          setTrashing(false);
          navigate('/calendar/events');
        }}
        onCancel={() => setTrashing(false)}
      />
    </Stack>
  );
}

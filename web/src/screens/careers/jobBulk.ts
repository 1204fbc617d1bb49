// The job list's bulk actions and "Duplicate": each goes through the
// mutations the editor uses (updateJob, deleteJob, createJob), so the
// careers service checks every job on its own. updateJob replaces the
// whole job: the job is read first and written back with the change.
import { gql } from '../../api/graphql';
import type { BulkAction } from '../../components/BulkActions';
import { graphql } from '../../gql';
import type { JobStatus } from '../../gql/graphql';
import { formToJobInput, jobToForm, type JobFormValues } from './jobForm';

const JobForBulk = graphql(`
  query JobForBulk($companyId: ID!, $id: ID!) {
    job(companyId: $companyId, id: $id) {
      ...JobEditorFields
    }
  }
`);

const UpdateJobForBulk = graphql(`
  mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {
    updateJob(companyId: $companyId, id: $id, input: $input) {
      id
      status
    }
  }
`);

const CreateJobCopy = graphql(`
  mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {
    createJob(companyId: $companyId, input: $input) {
      id
    }
  }
`);

const DeleteJobForBulk = graphql(`
  mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {
    deleteJob(companyId: $companyId, id: $id)
  }
`);

async function change(companyId: string, id: string, edit: (v: JobFormValues) => JobFormValues) {
  const { job } = await gql(JobForBulk, { companyId, id });
  await gql(UpdateJobForBulk, { companyId, id, input: formToJobInput(edit(jobToForm(job))) });
}

const status = (s: JobStatus) => (v: JobFormValues) => ({ ...v, status: s });

/** Publish, unpublish, close, add a category, delete: for editors. */
export function jobBulkActions(companyId: string, categories: { value: string; label: string }[]): BulkAction[] {
  return [
    { key: 'publish', label: 'Publish', run: (id) => change(companyId, id, status('PUBLISHED')) },
    { key: 'unpublish', label: 'Unpublish', run: (id) => change(companyId, id, status('DRAFT')) },
    { key: 'close', label: 'Close', run: (id) => change(companyId, id, status('CLOSED')) },
    {
      key: 'category',
      label: 'Add category',
      category: { label: 'Category', options: categories },
      run: (id, categoryId) =>
        change(companyId, id, (v) => (categoryId && !v.categoryIds.includes(categoryId) ? { ...v, categoryIds: [...v.categoryIds, categoryId] } : v)),
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: 'Each selected job is deleted for good. A job with applications cannot be deleted: close it instead.',
      run: (id) => gql(DeleteJobForBulk, { companyId, id }),
    },
  ];
}

/** A draft copy of a job in every language ("… (copy)", new slugs, not published). Returns its id. */
export async function duplicateJob(companyId: string, id: string): Promise<string> {
  const { job } = await gql(JobForBulk, { companyId, id });
  const v = jobToForm(job);
  const texts = Object.fromEntries(
    Object.entries(v.texts).map(([l, t]) => [l, t.title.trim() ? { ...t, title: `${t.title} (copy)`, slug: '' } : { ...t, slug: '' }]),
  ) as JobFormValues['texts'];
  const input = formToJobInput({ ...v, texts, status: 'DRAFT', publishedAt: null });
  return (await gql(CreateJobCopy, { companyId, input })).createJob.id;
}

import {
  ORGANIZATION_FORM_FIELDS,
  ORGANIZATION_FORM_MESSAGES,
  OrganizationFields,
  isOrganizationField,
  type ProgramPatchBody,
} from '@trellis/contracts';
import type { groups } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

type GroupRow = typeof groups.$inferSelect;

/** A stored organization or institution as its edit form shows it, so an edit can be checked as a whole. */
function formOfOrganization(group: GroupRow) {
  return {
    name: group.name,
    description: group.description,
    objective: group.objective,
    member_requirements: group.memberRequirements,
    country: group.country,
    topics: group.topics,
    maximum_size: group.maximumSize,
    publicity: group.publicity,
  };
}

/**
 * The organization after a change, checked as a whole: a field only circles and events have is refused by name, and so
 * is a stored organization that the change leaves without a country or a topic.
 */
export function changedOrganization(group: GroupRow, change: ProgramPatchBody): OrganizationFields {
  const field_errors: Record<string, string[]> = {};
  for (const key of Object.keys(change))
    if (!isOrganizationField(key)) field_errors[key] = [ORGANIZATION_FORM_MESSAGES.notAnOrganizationField];
  if (Object.keys(field_errors).length) throw new HttpError(400, { field_errors });

  const kept = Object.fromEntries(ORGANIZATION_FORM_FIELDS.filter((key) => key in change).map((key) => [key, change[key]]));
  const checked = OrganizationFields.safeParse({ ...formOfOrganization(group), ...kept });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) (field_errors[issue.path.join('.')] ??= []).push(issue.message);
  throw new HttpError(400, { field_errors });
}

/** The columns a checked organization form sets. */
export const columnsOfOrganization = (form: OrganizationFields) => ({
  name: form.name,
  description: form.description,
  objective: form.objective,
  memberRequirements: form.member_requirements,
  country: form.country,
  topics: form.topics,
  maximumSize: form.maximum_size,
  publicity: form.publicity,
});

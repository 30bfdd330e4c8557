import type { SiteVariant } from '@trellis/contracts';

export type WizardStep = {
  key: string;
  title: string;
  fields: string[];
  /** Counted in "Step n of m". */
  counted: boolean;
  /** Back jumps over it. */
  skippable: boolean;
  /** Advances without saving when every field is empty. */
  allowEmpty: boolean;
};

const step = (key: string, title: string, fields: string[], flags: Partial<WizardStep> = {}): WizardStep => ({
  key,
  title,
  fields,
  counted: true,
  skippable: false,
  allowEmpty: false,
  ...flags,
});

const VARIANT_FIRST: Partial<Record<SiteVariant, WizardStep>> = {
  institutional: step('university', 'University Information', ['institution', 'uni_batch', 'affiliation', 'college', 'department']),
  diaspora: step('country', 'Country Information', ['country_of_origin']),
};

/** The full registration flow, the variant's own step first. */
export function wizardSteps(variant: SiteVariant): WizardStep[] {
  const first = VARIANT_FIRST[variant];
  return [
    ...(first ? [first] : []),
    step('organization', 'Select Organization', [], { counted: false, skippable: true, allowEmpty: true }),
    step('role', 'Current Role', ['current_role']),
    step('career', 'Career Information', [
      'career_stage',
      'career_stage_extra',
      'reason_to_join',
      'reason_to_join_extra',
      'professional_field',
      'professional_field_extra',
      'job_function',
    ]),
    step('personal', 'Personal Information', ['first_name', 'last_name', 'title', 'country', 'location', 'interested_services']),
    step('skills', 'Skills and Topics', ['skills', 'topics']),
    step('needs', 'Specific Needs', ['specific_needs'], { allowEmpty: true }),
    step('social', 'Social Network Sites', ['social_linkedin', 'social_twitter', 'social_facebook'], { skippable: true, allowEmpty: true }),
  ];
}

/** The step Back leads to: the previous one that is not skippable. */
export function previousStep(steps: WizardStep[], index: number): number {
  for (let candidate = index - 1; candidate >= 0; candidate -= 1) if (!steps[candidate]!.skippable) return candidate;
  return index;
}

/** "Step n of m" over counted steps only; null on a step that is not counted. */
export function stepCounter(steps: WizardStep[], index: number): { current: number; total: number } | null {
  if (!steps[index]?.counted) return null;
  const counted = steps.filter((item) => item.counted);
  return { current: counted.indexOf(steps[index]!) + 1, total: counted.length };
}

export const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

// The profile form's rule and the layout's completeness check both read this list; it holds no zod, so the
// layout's guard does not load the contracts.

/** Required when included; every other field may be left out. */
export const PROFILE_REQUIRED_FIELDS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'title',
  'country',
  'institution',
  'interested_services',
  'current_role',
  'career_stage',
  'skills',
  'country_of_origin',
]);

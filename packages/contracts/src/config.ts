import { z } from 'zod';

export const SITE_VARIANTS = ['general', 'diaspora', 'institutional', 'summer_camp', 'global_senate'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

export const OptionItem = z.object({ id: z.number().int(), name: z.string() });
export type OptionItem = z.infer<typeof OptionItem>;

/** GET /options-config/: the option lists of the profile form. */
export const OptionsConfig = z.object({
  career_stages: z.array(OptionItem),
  professional_fields: z.array(OptionItem),
  reason_to_join: z.array(OptionItem),
  current_roles: z.array(OptionItem),
  job_functions: z.array(OptionItem),
  /** career stage id -> the reason ids that stage offers */
  career_reason_map: z.record(z.string(), z.array(z.number().int())),
  /** current role id -> the career stage ids that role offers */
  role_stage_map: z.record(z.string(), z.array(z.number().int())),
  career_commitment: z.array(OptionItem),
  organization_types: z.array(OptionItem),
  interested_services: z.array(OptionItem),
  usecase_categories: z.array(OptionItem),
  aitool_categories: z.array(OptionItem),
});
export type OptionsConfig = z.infer<typeof OptionsConfig>;

export const ThemeColours = z.object({
  primary: z.string(),
  secondary: z.string(),
  background: z.string(),
  text: z.string(),
});
export type ThemeColours = z.infer<typeof ThemeColours>;

export const LandingPageContent = z.object({
  title: z.string(),
  description: z.string(),
  cta_text: z.string(),
  cta_url: z.string(),
  footer: z.string(),
  video_url: z.string().nullable(),
  video_thumbnail_url: z.string().nullable(),
});
export type LandingPageContent = z.infer<typeof LandingPageContent>;

export const UiFlags = z.object({
  show_job_menu: z.boolean(),
  show_connect_menu: z.boolean(),
  show_location_in_navbar: z.boolean(),
  landing_page_content: LandingPageContent,
  filter_order: z.record(z.string(), z.array(z.string())),
  theme: ThemeColours,
});
export type UiFlags = z.infer<typeof UiFlags>;

export const SiteInfo = z.object({
  host: z.string(),
  brand_name: z.string(),
  logo: z.string().nullable(),
  /** Words for the logo where it stands without the brand name beside it; null when there is no logo. */
  logo_alt: z.string().nullable(),
  variant: z.enum(SITE_VARIANTS),
  default_organization: z
    .object({
      id: z.number().int(),
      name: z.string(),
      name_slug: z.string(),
      /** Staff let this organization's own circles sync from Google Classroom. */
      classroom_access: z.boolean(),
    })
    .nullable(),
  /** The powered-by footer shows only on the vendor's own and local hosts. */
  show_powered_by: z.boolean(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

/** GET /app-config-group/: what the site of the request's host name looks like. Clients cache it 30 minutes. */
export const AppConfig = z.object({
  site: SiteInfo,
  options: OptionsConfig,
  ui: UiFlags,
  ama_user_default_prompts: z.array(z.string()),
  has_subscription_plans: z.boolean(),
  /** This server is set up to call Google Classroom, so circles may name a course and sync from it. */
  has_google_classroom: z.boolean(),
});
export type AppConfig = z.infer<typeof AppConfig>;

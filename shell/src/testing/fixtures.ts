import { inject } from 'vitest';
import { API_PREFIX, remoteEndpoints } from '@trellis/contracts/endpoints';
import { RemoteRegistry, type AppConfig, type Identity, type RemoteEntry, type RemoteRoutes } from '@trellis/contracts';

/** A site's app config as GET /app-config-group/ answers it, with the ui flags a test cares about. */
export function appConfig(overrides: { ui?: Partial<AppConfig['ui']>; has_subscription_plans?: boolean } = {}): AppConfig {
  return {
    site: {
      host: 'localhost',
      brand_name: 'Trellis Community',
      logo: null,
      logo_alt: null,
      variant: 'general',
      default_organization: { id: 1, name: 'Trellis Community Organization', name_slug: 'trellis', classroom_access: false },
      show_powered_by: true,
    },
    options: {
      career_stages: [],
      professional_fields: [],
      reason_to_join: [],
      current_roles: [],
      job_functions: [],
      career_reason_map: {},
      role_stage_map: {},
      career_commitment: [],
      organization_types: [],
      interested_services: [],
      usecase_categories: [],
      aitool_categories: [],
    },
    ui: {
      show_job_menu: false,
      show_connect_menu: false,
      show_location_in_navbar: false,
      landing_page_content: {
        title: 'Grow your career with your community',
        description: 'Circles, events and an AI career assistant in one place.',
        cta_text: 'Try CareerGPS',
        cta_url: '/careergps',
        footer: '',
        video_url: null,
        video_thumbnail_url: null,
      },
      filter_order: {},
      theme: { primary: '#0f766e', secondary: '#334155', background: '#f8fafc', text: '#0f172a' },
      ...overrides.ui,
    },
    ama_user_default_prompts: [],
    has_subscription_plans: overrides.has_subscription_plans ?? false,
    has_google_classroom: false,
  };
}

const NO_ROUTES: RemoteRoutes = { self_guarded_prefixes: [], public_prefixes: [], admin_prefixes: [], menu: [], admin_menu: [] };

/** A small registry for the composition's own tests: three remotes, the access screens and catalogues public. */
export const REMOTES: RemoteEntry[] = [
  {
    name: 'mf_auth',
    manifest_url: '/remotes/mf-auth/mf-manifest.json',
    prefixes: ['/login', '/signup', '/forgot-password'],
    ...NO_ROUTES,
    self_guarded_prefixes: ['/login', '/signup', '/forgot-password'],
    public_prefixes: ['/login', '/signup', '/forgot-password'],
  },
  {
    name: 'mf_groups',
    manifest_url: '/remotes/mf-groups/mf-manifest.json',
    prefixes: ['/org', '/circles', '/circle', '/jobs'],
    ...NO_ROUTES,
    public_prefixes: ['/org', '/circles', '/circle', '/jobs'],
  },
  {
    name: 'mf_ai',
    manifest_url: '/remotes/mf-ai/mf-manifest.json',
    prefixes: ['/careergps', '/usecases', '/ai-tools'],
    ...NO_ROUTES,
    public_prefixes: ['/usecases', '/ai-tools'],
  },
];

/** The registry the test API server hands out: every remote's routes and menus as its descriptor declares them. */
export async function servedRegistry(): Promise<RemoteEntry[]> {
  const response = await fetch(`${inject('apiUrl')}${API_PREFIX}${remoteEndpoints.registry.path}`);
  return RemoteRegistry.parse(await response.json()).remotes;
}

/** A signed-in member as GET /identity/ describes them. */
export function identity(): Identity {
  const organization = {
    id: 7,
    name: 'Acme Career Network',
    name_slug: 'acme',
    logo: null,
    description: '',
    domain: null,
    membership_type: 'member' as const,
    membership_status: 'accepted' as const,
    role: 'member' as const,
    group_type: 'organization' as const,
    root_group: null,
    privacy: 0 as const,
    publicity: 'open' as const,
    is_default: true,
  };
  return {
    id: 42,
    first_name: 'Ada',
    profile: {
      id: 42,
      first_name: 'Ada',
      last_name: 'Lovelace',
      picture: null,
      name_slug: 'ada-lovelace',
      country: null,
      location: null,
      completion_percent: 80,
      topics_detailed: [],
      skills_detailed: [],
      email: 'ada@example.com',
      alternate_email: null,
      is_alternate_email_verified: false,
      resume: null,
      social_linkedin: null,
      institution: null,
      short_bio: '',
      career_story: '',
      career_advice: '',
      video: null,
      calendy_url: null,
      leadership_certification_details: null,
    },
    // A finished profile, so the layout's completeness redirect stays out of the way unless a test clears it.
    group_profile: {
      id: 1,
      professional_field: 1,
      career_stage: 3,
      reason_to_join: [1],
      current_role: 2,
      job_function: null,
      is_certified: false,
      topics: [],
      skills: [1],
      extra_info: {},
    },
    organization,
    switchable_orgs: [organization],
    user_subscription: {
      applied_membership_tier: 0,
      tier_name: 'Free',
      payment_status: null,
      is_institutional_membership: false,
      one_to_one_chat: false,
      use_ama: true,
      circle_discount_percent: 0,
      can_view_premium_resources: false,
      can_create_membership_card: false,
      stripe_membership_recurring_duration: null,
    },
    is_verified: true,
    is_trial_user: false,
    is_staff: false,
    unread_notifications_count: 0,
    work_experiences: [],
    education_background: [],
  };
}

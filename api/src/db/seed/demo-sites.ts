import type { LandingPageContent, SiteVariant, ThemeColours } from '@trellis/shared/contracts';
import { DEFAULT_PRIMARY_COLOUR } from '@trellis/shared/constants';
import type { SiteUiFlags } from '../schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

export type DemoSite = {
  host: string;
  brandName: string;
  variant: SiteVariant;
  theme: ThemeColours;
  ui: SiteUiFlags;
  landing: LandingPageContent;
  prompts: string[];
  showPoweredBy: boolean;
  defaultOrganization: string;
};

/** The site every unknown host name falls back to. */
export const FALLBACK_HOST = 'localhost';

const USE_CASE_FILTERS = [
  'search',
  'job_function',
  'professional_field',
  'business_value',
  'complexity',
  'innovation_category',
  'career_stage',
  'category',
];

const GENERAL_PROMPTS = [
  'What careers fit my skills and interests?',
  'How do I prepare for my first job interview?',
  'Which AI skills should I learn this year?',
  'How can I find a mentor in my field?',
  'How do I explain a career change on my resume?',
];

export const DEMO_SITES: DemoSite[] = [
  {
    host: FALLBACK_HOST,
    brandName: 'Trellis',
    variant: 'general',
    theme: { primary: DEFAULT_PRIMARY_COLOUR, secondary: '#1f2a44', background: '#ffffff', text: '#1f1f1f' },
    ui: { show_job_menu: true, show_connect_menu: true, show_location_in_navbar: false, filter_order: { usecases: USE_CASE_FILTERS } },
    landing: {
      title: 'Grow your career with people who have walked the path',
      description:
        'Join circles led by certified mentors, find jobs from organizations you trust and learn the AI skills your field is asking for.',
      cta_text: 'Join for free',
      cta_url: '/signup',
      footer: 'Trellis: careers grow in community.',
      video_url: null,
      video_thumbnail_url: null,
    },
    prompts: GENERAL_PROMPTS,
    showPoweredBy: true,
    defaultOrganization: DEFAULT_ORGANIZATION_SLUG,
  },
  {
    host: 'westlake.localhost',
    brandName: 'Westlake Careers',
    variant: 'institutional',
    theme: { primary: '#1d4ed8', secondary: '#f59e0b', background: '#ffffff', text: '#111827' },
    ui: { show_job_menu: true, show_connect_menu: false, show_location_in_navbar: false, filter_order: { usecases: USE_CASE_FILTERS } },
    landing: {
      title: 'Westlake students and alumni, one career network',
      description: 'Meet alumni mentors, join department circles and find internships posted for Westlake students.',
      cta_text: 'Sign in with your university e-mail',
      cta_url: '/signup',
      footer: 'Westlake State University Career Center',
      video_url: null,
      video_thumbnail_url: null,
    },
    prompts: [
      'Which internships fit my major?',
      'How do I reach alumni in my field?',
      'What should my first-year resume include?',
      'How do I prepare for a career fair?',
    ],
    showPoweredBy: true,
    defaultOrganization: 'westlake-state-university',
  },
];

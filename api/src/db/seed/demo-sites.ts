import type { LandingPageContent, SiteVariant, ThemeColours } from '@trellis/contracts';
import { DEFAULT_PRIMARY_COLOUR } from '@trellis/contracts/constants';
import type { SiteUiFlags } from '../schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

export type DemoSite = {
  host: string;
  brandName: string;
  /** The shipped logo's file (assets/site-logos). */
  logo: string;
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
    logo: 'trellis.svg',
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
    host: 'diaspora.localhost',
    logo: 'diaspora.svg',
    brandName: 'Diaspora Bridge',
    variant: 'diaspora',
    theme: { primary: '#0f766e', secondary: '#b45309', background: '#f0fdfa', text: '#134e4a' },
    ui: { show_job_menu: true, show_connect_menu: true, show_location_in_navbar: true, filter_order: { usecases: USE_CASE_FILTERS } },
    landing: {
      title: 'Build your career abroad without losing touch with home',
      description: 'Meet mentors from your country of origin, find openings in both places and grow with people who made the move.',
      cta_text: 'Join the network',
      cta_url: '/signup',
      footer: 'Diaspora Bridge: careers across borders.',
      video_url: null,
      video_thumbnail_url: null,
    },
    prompts: [
      'How do I get my degree recognised abroad?',
      'Which skills travel best between countries?',
      'How can I mentor people back home?',
      'How do I explain international experience to recruiters?',
    ],
    showPoweredBy: false,
    defaultOrganization: 'diaspora-professionals-network',
  },
  {
    host: 'campus.localhost',
    logo: 'campus.svg',
    brandName: 'Westlake Careers',
    variant: 'institutional',
    theme: { primary: '#1d4ed8', secondary: '#f59e0b', background: '#eff6ff', text: '#111827' },
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
    showPoweredBy: false,
    defaultOrganization: 'westlake-state-university',
  },
  {
    host: 'camp.localhost',
    logo: 'camp.svg',
    brandName: 'Pinecrest Camp',
    variant: 'summer_camp',
    theme: { primary: '#c2410c', secondary: '#15803d', background: '#fff7ed', text: '#431407' },
    ui: { show_job_menu: false, show_connect_menu: false, show_location_in_navbar: true, filter_order: { usecases: USE_CASE_FILTERS } },
    landing: {
      title: 'A summer of projects, mentors and big questions',
      description: 'Campers explore careers hands-on, meet counsellors from real jobs and leave with a plan for next year.',
      cta_text: 'Start your camp profile',
      cta_url: '/signup',
      footer: 'Pinecrest Summer Camp',
      video_url: null,
      video_thumbnail_url: null,
    },
    prompts: [
      'Which careers match what I liked at camp?',
      'What can I learn before next summer?',
      'How do I ask a counsellor for advice?',
      'Which clubs should I join at school?',
    ],
    showPoweredBy: false,
    defaultOrganization: 'pinecrest-summer-camp',
  },
  {
    host: 'senate.localhost',
    logo: 'senate.svg',
    brandName: 'Global Youth Senate',
    variant: 'global_senate',
    theme: { primary: '#7c3aed', secondary: '#ca8a04', background: '#faf5ff', text: '#2e1065' },
    ui: { show_job_menu: false, show_connect_menu: true, show_location_in_navbar: false, filter_order: { usecases: USE_CASE_FILTERS } },
    landing: {
      title: 'Lead across borders, one resolution at a time',
      description: 'Delegates meet peers from every region, draft policy together and learn from leaders who have served.',
      cta_text: 'Become a delegate',
      cta_url: '/signup',
      footer: 'Global Youth Senate',
      video_url: null,
      video_thumbnail_url: null,
    },
    prompts: [
      'How do I write a strong policy proposal?',
      'Which careers start in public service?',
      'How do I speak persuasively in a debate?',
      'How can I lead a team across time zones?',
    ],
    showPoweredBy: false,
    defaultOrganization: 'global-youth-senate',
  },
];

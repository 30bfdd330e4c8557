/** Business constants: the limits, page sizes and timings of the product. */
export const LIMITS = {
  maxTags: 7,
  selectChipsShown: 6,
  searchMinChars: 2,
  peopleSearchDebounceMs: 500,
  entitySearchDebounceMs: 300,
  shortText: 200,
  longText: 4000,
  bioWords: 400,
  specificNeedsChars: 500,
  additionalCareerInfoWords: 200,
  extraTextChars: 30,
  uploadBytes: 10 * 1024 * 1024,
  resumeHandOverMs: 1000,
  importHandOverMs: 2000,
  orgNameTruncate: 20,
  chatPreviewTruncate: 30,
  passwordMinLength: 8,
} as const;

export const PAGE_SIZES = {
  notifications: 12,
  chatMessages: 50,
  chatHistory: 12,
  circlesList: 9,
  eventsList: 9,
  jobBoard: 9,
  members: 15,
  groupResources: 12,
  posts: 10,
  resourceHub: 15,
  aiTools: 9,
  connect: 12,
  adminTable: 10,
  /** The admin dashboard's members table. */
  adminMembers: 50,
  useCases: 9,
  organizations: 12,
  /** Not set by the product: a profile's followers and following, like the Connect page's 12. */
  connections: 12,
  /** People found when starting a chat. */
  chatPeopleSearch: 10,
  /** A member's donations and an organization's received donations. */
  donations: 10,
} as const;

/** The group roles that administer a group. */
export const ADMIN_LEVEL_ROLES = ['admin', 'leader'] as const;
/** The page sizes an admin table offers. */
export const ADMIN_TABLE_SIZE_OPTIONS = [5, 25, 50, 100, 500] as const;

export const PRIVACY = { public: 0, private: 20 } as const;
export const SUBSCRIPTION_TIERS = [0, 1, 2, 3] as const;
export const CERTIFICATION_LEVELS = { 1: 'Basic', 2: 'Intermediate', 3: 'Advanced' } as const;
export const DEFAULT_PORTAL_FOCUS = 'Both AI & Career';

/** One retry, no refetch on window focus; the app config is cached 30 minutes. */
export const QUERY_DEFAULTS = { retries: 1, revalidateOnFocus: false, appConfigCacheMs: 30 * 60 * 1000 } as const;

/** Tailwind-style breakpoints, in pixels. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export const CHAT_DOCK_WIDTH = { small: 350, large: 450 } as const;

/** Default primary colour: pink. */
export const DEFAULT_PRIMARY_COLOUR = '#e6007e';

/** Ask Anything: history page, typing effect per character, and the bounds of a question and of a rating's words. */
export const ASSISTANT = {
  historyPageSize: 12,
  userTypingMs: 100,
  answerTypingMs: 1,
  questionMaxChars: 1000,
  feedbackMaxChars: 2000,
  /** Recommended items of one type in an answer. */
  itemsPerType: 5,
  /** Items shown before Show More. */
  itemsShownInline: 2,
} as const;

/**
 * The right panel's element, which the shell's main layout holds from the lg breakpoint up: the area owning the page
 * fills it (the assistant, recommendations) as its page type asks, and it stays empty otherwise.
 */
export const RIGHT_PANEL_ELEMENT_ID = 'trellis-right-panel';

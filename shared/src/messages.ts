/**
 * Texts users see, exactly as the seeds write them. Screens and the server both
 * read from here so a wording lives in one place.
 */
export const MESSAGES = {
  http: {
    forbidden: "You don't have permission to perform this action",
    notFound: 'The requested resource was not found',
    server: 'A server error occurred. Please try again later.',
    noResponse: 'No response from server. Please check your connection.',
    other: 'An error occurred',
  },
  common: {
    required: 'Required',
    genericForm: 'There is an error while processing your request',
    somethingWentWrong: 'Something went wrong',
    couldNotFetchItems: 'Could not fetch items.',
    couldNotFetchItem: 'Could not fetch item',
    couldNotCompleteRequest: 'Could not complete request.',
    correctErrors: 'Please correct above errors',
  },
  auth: {
    emailRequired: 'Please enter an email',
    emailInvalid: 'Invalid email address',
    passwordRequired: 'Please enter a password',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    firstNameTooShort: 'First name must be at least 1 characters',
    lastNameTooShort: 'Last name must be at least 1 characters',
    captchaRequired: 'Please complete the reCAPTCHA',
    forgotEmailInvalid: 'Please enter a valid email address',
    invalidCredentials: 'No active account found with the given credentials',
    sessionExpired: 'Your session has expired. Please log in again.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  },
  crash: {
    title: 'Something went wrong!',
    refresh: 'Refresh',
    home: 'Go to Home Page',
  },
  notFound: {
    title: 'Oops!',
    subtitle: '404 - Page Not Found',
    home: 'Go to Home Page',
  },
  empty: {
    notifications: 'No notifications to show',
    services: 'No services available at the moment',
    circles: 'No circles found',
    events: 'No events found',
    useCases: 'No use cases found',
    aiTools: 'No AI tools found',
    resources: 'No resources found',
    jobs: 'No jobs found',
    organizations: 'Sorry, no organizations found',
  },
  admin: {
    metricsFailed: 'Failed to fetch metrics',
  },
  membership: {
    choosePlanHeading: 'Membership Plans: Choose a plan that fits your needs',
    monthly: 'Monthly',
    yearly: 'Yearly',
    free: 'Free',
    unnamedPlan: (tier: number) => `Tier ${tier}`,
    upgrade: 'Upgrade',
    downgrade: 'Downgrade',
    continue: 'Continue',
  },
  useCases: {
    heading: 'AI Use Cases',
    submit: 'Submit Use Case',
    businessValue: 'Business Value',
    complexity: 'Complexity',
  },
  profile: {
    userNotFound: 'User not found: The user you are looking for does not exist or has not registered yet.',
    /** Seed 002's empty-state patterns, for one's own and for anyone's lists. */
    noOwnItems: (type: string) => `You do not have any ${type} yet`,
    noItems: (type: string) => `Sorry, no ${type} found`,
  },
  groups: {
    /** Seed 001 describes, without quoting, a message that the organization does not exist or the path is incorrect. */
    organizationNotFound: 'Organization not found: The organization you are looking for does not exist or the path is incorrect.',
  },
} as const;

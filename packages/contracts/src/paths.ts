/**
 * Every /api/v1 path in one place, so client calls and server routes cannot drift apart.
 * Paths keep their trailing slashes, as clients call them.
 */
export const API_PREFIX = '/api/v1';

export const PATHS = {
  token: '/token/',
  tokenRefresh: '/token/refresh/',
  logout: '/logout/',
  register: '/register/',
  verifyOtp: '/verify-otp/',
  resendOtp: '/resend-otp/',
  changePassword: '/change-password/',
  forgotPassword: '/forgot-password/',
  resetPassword: '/reset-password/',
  verifyEmail: '/users/verify-email/',
  switchEmail: '/switch-email/',
  googleLogin: '/google/login/',
  facebookLogin: '/facebook/login/',
  linkedinLogin: '/linkedin/login/',
  authOptions: '/auth/options/',
  /** A single-use code that carries the session to another site of the platform, and its exchange there. */
  sessionHandoff: '/session-handoff/',
  sessionHandoffRedeem: '/session-handoff/redeem/',
  /** A single-use ticket that opens the events socket (see eventsSocketPath). */
  socketTicket: '/events-socket/ticket/',
  captchaChallenge: '/captcha/challenge/',
  devMailbox: '/dev/mailbox/',
  identity: '/identity/',
  publicProfile: (slug: string) => `/users/profile/${encodeURIComponent(slug)}/`,
  optionsConfig: '/options-config/',
  appConfigGroup: '/app-config-group/',
  remotes: '/remotes/',
  remote: (name: string) => `/remotes/${encodeURIComponent(name)}/`,
  groups: '/groups/',
  /** One group by its name_slug (GroupDetail). */
  groupBySlug: (slug: string) => `/groups/slug/${encodeURIComponent(slug)}/`,
  groupMetrics: '/groups/metrics/',
  /** Organizations of a site. */
  defaultOrganizations: '/groups/default/',
  /** The default organization of the site of the Host header. */
  siteDefaultOrganization: '/groups/default-org/',
  /** Join an organization by id, as the registration wizard's organization step does. */
  joinDefault: (id: number) => `/groups/${id}/join-default/`,
  defaultOrganization: '/users/default-organization/',
  switchOrganization: '/users/switch-organization/',
  services: '/services/',
  joinService: '/services/join/',
  subscriptionPlans: '/subscription-plans/',
  useCases: '/use-cases/',
  notifications: '/notification/',
  notificationRead: (id: number, type: string) => `/notification/${id}/${encodeURIComponent(type)}/`,
  notificationsReadAll: '/notification/read-all/',
  rooms: '/room/',
  chatMessages: (roomId: number) => `/chats/${roomId}/`,
  search: '/search/',
  follow: (action: 'follow' | 'unfollow', type: string, id: number) => `/${action}/${encodeURIComponent(type)}/${id}/`,
  /** Followers or followed people of a member. */
  connections: '/connections/',
  feedback: '/feedback/',
  portalPreferences: '/users/portal-preferences/',
  userProfile: '/users/profile/',
  ownProfile: '/profiles/me/',
  profileById: (id: number) => `/profiles/${id}/`,
  deletePicture: '/profiles/me/delete-picture/',
  uploadPicture: '/upload-profile_picture/',
  groupProfiles: '/group-profiles/',
  groupProfile: (id: number) => `/group-profiles/${id}/`,
  careerProfiles: '/career-profiles/',
  careerProfile: (id: number) => `/career-profiles/${id}/`,
  topics: '/topics/',
  fileUpload: '/file-upload/',
  uploadResume: '/upload-resume/',
  linkedinImport: '/update-profile-linkedin/',
  importOptions: '/profile-import/options/',
  alternateEmail: '/users/alternate-email/',
  /** Everything the platform holds about the signed-in member, as one zip file. */
  accountExport: '/account/export/',
  /** Deletes the signed-in member's account after they confirm with their password. */
  accountDeletion: '/account/delete/',
  /** Skills, topics and institutions members added, awaiting staff (staff only), and the decision on one. */
  submissions: '/submissions/',
  submission: (kind: 'topic' | 'institution', id: number) => `/submissions/${kind}/${id}/`,
  /** One group with the signed-in user's standing in it (GroupDetail). */
  group: (id: number) => `/groups/${id}/`,
  groupJoin: (id: number) => `/groups/${id}/join/`,
  groupCancelRequest: (id: number) => `/groups/${id}/cancel-request/`,
  groupLeave: (id: number) => `/groups/${id}/leave/`,
  groupAddMember: (id: number) => `/groups/${id}/add-member/`,
  groupRemoveMember: (id: number) => `/groups/${id}/remove-member/`,
  groupRespondJoinRequest: (id: number) => `/groups/${id}/respond-join-request/`,
  groupMembers: (id: number) => `/groups/${id}/members/`,
  circles: '/circles/',
  events: '/events/',
  userCircles: (userId: number) => `/users/${userId}/circles/`,
  paymentVoucher: '/payment-voucher/',
  paymentConfirmation: '/payment-confirmation/',
} as const;

/** Route patterns as the server registers them. */
export const ROUTES = {
  profileById: '/profiles/:id/',
  groupProfile: '/group-profiles/:id/',
  careerProfile: '/career-profiles/:id/',
  /** Stored uploads are served from here (outside /api/v1). */
  media: '/media/:name',
  publicProfile: '/users/profile/:slug/',
  remote: '/remotes/:name/',
  groupBySlug: '/groups/slug/:slug/',
  notificationRead: '/notification/:id/:type/',
  chatMessages: '/chats/:id/',
  /** One route per action, so the generic call never shadows another feature's three-segment paths. */
  follow: (action: 'follow' | 'unfollow') => `/${action}/:type/:id/`,
  joinDefault: '/groups/:id/join-default/',
  submission: '/submissions/:kind/:id/',
  group: '/groups/:id/',
  groupJoin: '/groups/:id/join/',
  groupCancelRequest: '/groups/:id/cancel-request/',
  groupLeave: '/groups/:id/leave/',
  groupAddMember: '/groups/:id/add-member/',
  groupRemoveMember: '/groups/:id/remove-member/',
  groupRespondJoinRequest: '/groups/:id/respond-join-request/',
  groupMembers: '/groups/:id/members/',
  userCircles: '/users/:id/circles/',
} as const;

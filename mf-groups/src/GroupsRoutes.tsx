import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const OrganizationPage = lazyScreen(
  () => import('./features/organizations/OrganizationPage.tsx'),
  (screen) => screen.OrganizationPage,
);
const OrganizationEditPage = lazyScreen(
  () => import('./features/organizations/OrganizationEditPage.tsx'),
  (screen) => screen.OrganizationEditPage,
);
const OrganizationsPage = lazyScreen(
  () => import('./features/organizations/OrganizationsPage.tsx'),
  (screen) => screen.OrganizationsPage,
);

const CirclesPage = lazyScreen(
  () => import('./features/programs/CirclesPage.tsx'),
  (screen) => screen.CirclesPage,
);
const EventsPage = lazyScreen(
  () => import('./features/programs/EventsPage.tsx'),
  (screen) => screen.EventsPage,
);
const ProgramPage = lazyScreen(
  () => import('./features/programs/ProgramPage.tsx'),
  (screen) => screen.ProgramPage,
);

const JobsPage = lazyScreen(
  () => import('./features/jobs/JobsPage.tsx'),
  (screen) => screen.JobsPage,
);
const JobPage = lazyScreen(
  () => import('./features/jobs/JobPage.tsx'),
  (screen) => screen.JobPage,
);

const CreateProgramPage = lazyScreen(
  () => import('./features/program-form/ProgramFormPage.tsx'),
  (screen) => screen.CreateProgramPage,
);
const EditProgramPage = lazyScreen(
  () => import('./features/program-form/ProgramFormPage.tsx'),
  (screen) => screen.EditProgramPage,
);

const PostsPage = lazyScreen(
  () => import('./features/posts/PostsPage.tsx'),
  (screen) => screen.PostsPage,
);
const PostPage = lazyScreen(
  () => import('./features/posts/PostPage.tsx'),
  (screen) => screen.PostPage,
);
const CreatePostPage = lazyScreen(
  () => import('./features/posts/CreatePostPage.tsx'),
  (screen) => screen.CreatePostPage,
);
const CareerTipsPage = lazyScreen(
  () => import('./features/career-tips/CareerTipsPage.tsx'),
  (screen) => screen.CareerTipsPage,
);
const CareerTipPage = lazyScreen(
  () => import('./features/career-tips/CareerTipPage.tsx'),
  (screen) => screen.CareerTipPage,
);
const ResourcePage = lazyScreen(
  () => import('./features/resources/ResourcePage.tsx'),
  (screen) => screen.ResourcePage,
);

const InvitationPage = lazyScreen(
  () => import('./features/invitations/InvitationPage.tsx'),
  (screen) => screen.InvitationPage,
);

/** Every route this remote owns: organizations, circles, events, invitations, jobs, posts, career tips and resources. */
export function GroupsRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/org" element={<OrganizationsPage />} />
        <Route path="/org/:slug" element={<OrganizationPage />} />
        <Route path="/org/:slug/people" element={<OrganizationPage />} />
        <Route path="/org/:slug/circles" element={<OrganizationPage />} />
        <Route path="/org/:slug/events" element={<OrganizationPage />} />
        <Route path="/org/:slug/resources" element={<OrganizationPage />} />
        <Route path="/org/:slug/posts" element={<OrganizationPage />} />
        <Route path="/org/:slug/admin" element={<OrganizationPage />} />
        <Route path="/org/:slug/donate" element={<OrganizationPage />} />
        <Route path="/org/:slug/jobs" element={<OrganizationPage />} />
        <Route path="/org/:slug/impact" element={<OrganizationPage />} />
        <Route path="/org/:slug/edit" element={<OrganizationEditPage />} />
        <Route path="/circles" element={<CirclesPage />} />
        <Route path="/circle/:slug" element={<ProgramPage />} />
        <Route path="/circle/:slug/people" element={<ProgramPage />} />
        <Route path="/circle/:slug/resources" element={<ProgramPage />} />
        <Route path="/circle/:slug/posts" element={<ProgramPage />} />
        <Route path="/circle/:slug/edit" element={<EditProgramPage />} />
        <Route path="/create/circle" element={<CreateProgramPage groupType="circle" />} />
        <Route path="/events" element={<EventsPage />} />
        <Route path="/event/:slug" element={<ProgramPage />} />
        <Route path="/event/:slug/people" element={<ProgramPage />} />
        <Route path="/event/:slug/posts" element={<ProgramPage />} />
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/job/:slug" element={<JobPage />} />
        <Route path="/job/:slug/people" element={<JobPage />} />
        <Route path="/job/:slug/recommendation" element={<JobPage />} />
        <Route path="/event/:slug/edit" element={<EditProgramPage />} />
        <Route path="/create/event" element={<CreateProgramPage groupType="event" />} />
        <Route path="/posts" element={<PostsPage />} />
        <Route path="/post/:slug" element={<PostPage />} />
        <Route path="/create/post" element={<CreatePostPage kind="post" />} />
        <Route path="/create/newsletter" element={<CreatePostPage kind="newsletter" />} />
        <Route path="/career-tips" element={<CareerTipsPage />} />
        <Route path="/career-tip/:slug" element={<CareerTipPage />} />
        <Route path="/create/career-tip" element={<CreatePostPage kind="career_tip" />} />
        <Route path="/invitation/:key" element={<InvitationPage />} />
        <Route path="/resource/:slug" element={<ResourcePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

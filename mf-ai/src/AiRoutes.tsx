import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { UseCaseListPage } from './features/use-cases/UseCaseListPage.tsx';

/** Every route of the AI and content area. */
export function AiRoutes() {
  return (
    <Routes>
      <Route path="/usecases" element={<UseCaseListPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

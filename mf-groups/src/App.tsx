import { BrowserRouter } from '@trellis/shared/router';
import { GroupsRoutes } from './GroupsRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <GroupsRoutes />
    </BrowserRouter>
  );
}

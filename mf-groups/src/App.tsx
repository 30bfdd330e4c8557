import { BrowserRouter } from '@trellis/ui/router';
import { GroupsRoutes } from './GroupsRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <GroupsRoutes />
    </BrowserRouter>
  );
}

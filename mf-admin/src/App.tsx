import { BrowserRouter } from '@trellis/ui/router';
import { AdminRoutes } from './AdminRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AdminRoutes />
    </BrowserRouter>
  );
}

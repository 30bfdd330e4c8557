import { BrowserRouter } from '@trellis/ui/router';
import { AuthRoutes } from './AuthRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}

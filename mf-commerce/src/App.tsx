import { BrowserRouter } from '@trellis/ui/router';
import { CommerceRoutes } from './CommerceRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <CommerceRoutes />
    </BrowserRouter>
  );
}

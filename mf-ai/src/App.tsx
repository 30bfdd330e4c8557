import { BrowserRouter } from '@trellis/ui/router';
import { AiRoutes } from './AiRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AiRoutes />
    </BrowserRouter>
  );
}

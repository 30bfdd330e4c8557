import { BrowserRouter } from 'react-router-dom';
import { AiRoutes } from './AiRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AiRoutes />
    </BrowserRouter>
  );
}

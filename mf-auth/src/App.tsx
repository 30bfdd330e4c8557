import { BrowserRouter } from 'react-router-dom';
import { AuthRoutes } from './AuthRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}

import { BrowserRouter } from 'react-router-dom';
import { ProfileRoutes } from './ProfileRoutes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <ProfileRoutes />
    </BrowserRouter>
  );
}

import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { ForbiddenPage } from '../../features/public/pages/forbidden-page.tsx';
import { NotFoundPage } from '../../features/public/pages/not-found-page.tsx';
import { page } from './lazy-page.ts';

const pub = () => import('../../features/public/pages/public-pages.ts');
const auth = () => import('../../features/auth/pages/auth-pages.ts');

export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: page(pub, 'HomePage') },
      { path: 'nosotros/*', lazy: page(pub, 'NosotrosPage') },
      { path: 'servicios', lazy: page(pub, 'ServiciosPage') },
      { path: 'preguntas-frecuentes', lazy: page(pub, 'PreguntasFrecuentesPage') },
      { path: '403', element: <ForbiddenPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <AuthLayout />,
    children: [
      { path: 'login', lazy: page(auth, 'LoginPage') },
      { path: 'recuperar-contrasena', lazy: page(auth, 'RecuperarContrasenaPage') },
      { path: 'nueva-contrasena', lazy: page(auth, 'NuevaContrasenaPage') },
      { path: 'confirmar-correo', lazy: page(auth, 'ConfirmarCorreoPage') },
    ],
  },
];

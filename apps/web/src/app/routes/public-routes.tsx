import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { ForbiddenPage } from '../../areas/public/pages/forbidden-page.tsx';
import { NotFoundPage } from '../../areas/public/pages/not-found-page.tsx';
import { page } from './lazy-page.tsx';

// One chunk per public page: the landing must not carry the plans table or the FAQ accordion. Every page
// but the landing also brings the stylesheets of forms, modals, tables and tabs (styles/page-styles.ts).
const withPageStyles =
  <M,>(load: () => Promise<M>) =>
  async () =>
    (await Promise.all([load(), import('../styles/page-styles.ts')]))[0];
const pub = {
  home: () => import('../../areas/public/pages/home-page.tsx'),
  nosotros: withPageStyles(() => import('../../areas/public/pages/nosotros-page.tsx')),
  servicios: withPageStyles(() => import('../../areas/public/pages/servicios-page.tsx')),
  faq: withPageStyles(() => import('../../areas/public/pages/preguntas-frecuentes-page.tsx')),
};
const auth = withPageStyles(() => import('../../areas/auth/pages/auth-pages.ts'));

export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: page(pub.home, 'HomePage') },
      { path: 'nosotros/*', element: page(pub.nosotros, 'NosotrosPage') },
      { path: 'servicios', element: page(pub.servicios, 'ServiciosPage') },
      { path: 'preguntas-frecuentes', element: page(pub.faq, 'PreguntasFrecuentesPage') },
      { path: '403', element: <ForbiddenPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <AuthLayout />,
    children: [
      { path: 'login', element: page(auth, 'LoginPage') },
      { path: 'recuperar-contrasena', element: page(auth, 'RecuperarContrasenaPage') },
      { path: 'nueva-contrasena', element: page(auth, 'NuevaContrasenaPage') },
      { path: 'confirmar-correo', element: page(auth, 'ConfirmarCorreoPage') },
    ],
  },
];

import { IconCash, IconLeaf, IconMap2, IconUsers } from '@tabler/icons-react';
import { WelcomePage } from '../../components/ui/welcome-page.tsx';

export function CpInicioPage() {
  return (
    <WelcomePage
      title="Bienvenido a Agro Monitoreo"
      intro="Administra tus territorios, trabajadores y servicios, y sigue tus informes y pagos."
      features={[
        {
          icon: <IconMap2 />,
          title: 'Mis Territorios',
          text: 'Datos, cosechas y trabajadores de cada uno de tus territorios.',
        },
        {
          icon: <IconUsers />,
          title: 'Mis Trabajadores',
          text: 'Registra a tu equipo y define a qué territorios tiene acceso.',
        },
        {
          icon: <IconLeaf />,
          title: 'Informes EDEB',
          text: 'Imágenes, videos y resúmenes semanales y mensuales de cada territorio.',
        },
        {
          icon: <IconCash />,
          title: 'Finanzas',
          text: 'Facturas pendientes, deuda vencida e historial de pagos con sus comprobantes.',
        },
      ]}
    />
  );
}

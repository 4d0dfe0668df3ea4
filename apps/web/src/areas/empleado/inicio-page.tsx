import { IconBook, IconDownload, IconLeaf, IconWaveSine } from '@tabler/icons-react';
import { WelcomePage } from '../../components/ui/welcome-page.tsx';

export function EmpleadoInicioPage() {
  return (
    <WelcomePage
      title="Bienvenido a Agro Monitoreo"
      intro="Consulta los informes de monitoreo del territorio en el que trabajas."
      features={[
        {
          icon: <IconLeaf />,
          title: 'Informes EDEB',
          text: 'Imágenes foliares, videos y resúmenes semanales y mensuales de tu territorio.',
        },
        {
          icon: <IconWaveSine />,
          title: 'EDEB Sensores',
          text: 'Imágenes y resúmenes de los sensores instalados en terreno.',
        },
        {
          icon: <IconDownload />,
          title: 'Descargas',
          text: 'Revisa cada archivo en línea o descárgalo, también el periodo completo en un ZIP.',
        },
        {
          icon: <IconBook />,
          title: 'Manual',
          text: 'Videos tutoriales para sacar el máximo provecho de la plataforma.',
        },
      ]}
    />
  );
}

import { IconDownload, IconHeadset, IconRadar, IconRefresh } from '@tabler/icons-react';
import { WelcomePage } from '../../components/ui/welcome-page.tsx';

export function AdminInicioPage() {
  return (
    <WelcomePage
      title="Menú Principal"
      intro="Registra clientes, publica informes, factura y opera la plataforma."
      features={[
        {
          icon: <IconDownload />,
          title: 'Plataforma de descarga',
          text: 'Archivos e informes de cada territorio, listos para los clientes.',
        },
        {
          icon: <IconRefresh />,
          title: 'Datos en tiempo real',
          text: 'Lo que se publica aquí está disponible al instante para clientes y trabajadores.',
        },
        {
          icon: <IconRadar />,
          title: 'Plataforma de sensores',
          text: 'Informes EDEB Sensores junto a las imágenes foliares.',
        },
        {
          icon: <IconHeadset />,
          title: 'Soporte',
          text: 'Gestión de usuarios, contraseñas y estado del servidor.',
        },
      ]}
    />
  );
}

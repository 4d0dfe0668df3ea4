import { ManualPage } from '../../components/manual/manual-page.tsx';
import { VideoPlayerPage } from '../../components/manual/video-player-page.tsx';
import { SupportPage, type FaqItem } from '../../components/support/support-page.tsx';

const BASE = '/cliente-principal';

/** /cliente-principal/manual: the principal client's tutorial tiles. */
export const CpManualPage = () => <ManualPage manual="cliente" basePath={BASE} />;

/** /cliente-principal/videos?t={title}&i={id} */
export const CpVideosPage = () => <VideoPlayerPage basePath={BASE} />;

const FAQS: FaqItem[] = [
  {
    pregunta: '¿Cómo agrego un nuevo territorio?',
    respuesta:
      'En Mis Territorios presiona "Agregar nuevo territorio" y contáctanos por WhatsApp: cotizaremos el servicio EDEB para ese territorio y lo registraremos en tu cuenta.',
  },
  {
    pregunta: '¿Cómo doy acceso a un trabajador?',
    respuesta:
      'En Mis Trabajadores presiona "Nuevo trabajador", completa sus datos y elige su territorio. Recibirá un correo para crear su contraseña. Desde su ficha puedes asociarle otros territorios.',
  },
  {
    pregunta: '¿Cómo descargo los informes de mis territorios?',
    respuesta:
      'En EDEB o EDEB Sensores elige el territorio, SEMANAL o MENSUAL y presiona Buscar. Usa "Ver" para revisar un archivo y "Descargar" para guardarlo. Los datos pueden tardar hasta 24 horas en aparecer.',
  },
  {
    pregunta: '¿Dónde veo mis facturas y pagos?',
    respuesta:
      'En Finanzas: "Pago" muestra las facturas pendientes y vencidas con tu deuda, y "Pagos anteriores" el historial con los comprobantes para descargar.',
  },
  {
    pregunta: '¿Dónde cambio los datos de mi empresa o mi contraseña?',
    respuesta:
      'En Perfil: la pestaña PERFIL tiene los datos de la empresa y el avatar; SEGURIDAD permite cambiar la contraseña. En Manual hay videos que lo explican.',
  },
];

/** /cliente-principal/contacto: FAQ, WhatsApp (support text, 24/7) and mailto. */
export const CpContactoPage = () => <SupportPage faqs={FAQS} title="Contáctanos" />;

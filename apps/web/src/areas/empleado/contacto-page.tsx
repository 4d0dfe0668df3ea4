import { SupportPage, type FaqItem } from '../../components/support/support-page.tsx';

// The four FAQ items of docs/RULES.md#areas-and-routes (/cliente/contacto).
const FAQS: FaqItem[] = [
  {
    pregunta: '¿Cómo descargo los archivos de mi territorio?',
    respuesta:
      'Entra a EDEB o EDEB Sensores, elige SEMANAL o MENSUAL y presiona Buscar. En la tabla usa "Ver" para revisar un archivo en línea o "Descargar" para guardarlo; con "Descargar todo" obtienes el periodo completo en un ZIP.',
  },
  {
    pregunta: '¿Dónde cambio mis datos?',
    respuesta:
      'En Perfil: en la pestaña PERFIL actualizas tu nombre, RUT, teléfono y avatar, y en SEGURIDAD cambias tu contraseña.',
  },
  {
    pregunta: '¿Por qué no veo los datos más recientes?',
    respuesta:
      'Los datos de sensores y foliares pueden tardar hasta 24 horas en aparecer en la plataforma después de cada medición.',
  },
  {
    pregunta: '¿Dónde encuentro los videos tutoriales?',
    respuesta:
      'En la sección Manual están los videos que explican cómo revisar tus informes y cómo cambiar tus datos y tu contraseña.',
  },
];

/** /cliente/contacto: FAQ, WhatsApp with the support text and mailto. */
export const EmpleadoContactoPage = () => <SupportPage faqs={FAQS} />;

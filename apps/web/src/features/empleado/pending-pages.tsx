import { SectionPending } from '../../components/ui/section-pending.tsx';

export const EmpleadoEdebPage = () => <SectionPending title="EDEB" />;
export const EmpleadoSensoresPage = () => <SectionPending title="EDEB Sensores" />;
export const EmpleadoPerfilPage = () => <SectionPending title="Perfil" />;
export const EmpleadoManualPage = () => <SectionPending title="Manual" />;
export const EmpleadoVideosPage = () => <SectionPending title="Videos" />;
export const EmpleadoContactoPage = () => <SectionPending title="Contacto" />;

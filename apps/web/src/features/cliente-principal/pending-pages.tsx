import { SectionPending } from '../../components/ui/section-pending.tsx';

export const CpTerritoriosPage = () => <SectionPending title="Mis Territorios" />;
export const CpTerritorioDetallePage = () => <SectionPending title="Territorio" />;
export const CpTrabajadoresPage = () => <SectionPending title="Mis Trabajadores" />;
export const CpTrabajadorDetallePage = () => <SectionPending title="Trabajador" />;
export const CpNuevoTrabajadorPage = () => <SectionPending title="Nuevo trabajador" />;
export const CpServiciosPage = () => <SectionPending title="Mis Servicios" />;
export const CpEdebPage = () => <SectionPending title="EDEB" />;
export const CpSensoresPage = () => <SectionPending title="EDEB Sensores" />;
export const CpFinanzasPage = () => <SectionPending title="Finanzas" />;
export const CpDetalleDeudaPage = () => <SectionPending title="Detalle de deuda" />;
export const CpPerfilPage = () => <SectionPending title="Perfil" />;
export const CpManualPage = () => <SectionPending title="Manual" />;
export const CpVideosPage = () => <SectionPending title="Videos" />;
export const CpContactoPage = () => <SectionPending title="Contáctanos" />;

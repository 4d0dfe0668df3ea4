import { SectionPending } from '../../components/ui/section-pending.tsx';

export const RegistroClientesPage = () => <SectionPending title="Registro de Clientes" />;
export const ClienteDetallePage = () => <SectionPending title="Cliente" />;
export const RegistroTerritoriosPage = () => <SectionPending title="Registro de Territorios" />;
export const TerritorioDetallePage = () => <SectionPending title="Territorio" />;
export const EmpleadoDetallePage = () => <SectionPending title="Empleado" />;
export const RegistroServiciosPage = () => <SectionPending title="Registro de Servicios" />;
export const AgregarCpPage = () => <SectionPending title="Agregar Cliente Principal" />;
export const AgregarTerritorioPage = () => <SectionPending title="Agregar Territorio" />;
export const AgregarServicioPage = () => <SectionPending title="Agregar Servicio" />;
export const AdministrarPage = () => <SectionPending title="Administrar" />;
export const ParcelaClientePage = () => <SectionPending title="Territorio del cliente" />;
export const AdminPerfilPage = () => <SectionPending title="Perfil" />;
export const AdminManualPage = () => <SectionPending title="Manual" />;
export const AdminVideosPage = () => <SectionPending title="Videos" />;

import { SectionPending } from '../../components/ui/section-pending.tsx';

export const AdminFinanzasPage = () => <SectionPending title="Finanzas" />;
export const VerInformacionPage = () => <SectionPending title="Ver Información" />;
export const SubirInfoPage = () => <SectionPending title="Subir Información" />;

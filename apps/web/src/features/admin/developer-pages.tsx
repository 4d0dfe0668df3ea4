import { SectionPending } from '../../components/ui/section-pending.tsx';

export const DesarrolladorPage = () => <SectionPending title="Desarrollador" />;

import { FinanzasScreen } from './finanzas/finanzas-page.tsx';
import { SubirInfoScreen } from './subir-info/subir-info-page.tsx';
import { VerInformacionScreen } from './ver-informacion/ver-informacion-page.tsx';

/** /admin/finanzas */
export const AdminFinanzasPage = () => <FinanzasScreen />;
/** /admin/ver-informacion */
export const VerInformacionPage = () => <VerInformacionScreen />;
/** /admin/subir-info */
export const SubirInfoPage = () => <SubirInfoScreen />;

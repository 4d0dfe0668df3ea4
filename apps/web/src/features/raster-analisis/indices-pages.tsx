import { IndicesPage } from './indices-page.tsx';

/** /cliente-principal/indices: every territory of the company; the thresholds are editable. */
export const CpIndicesPage = () => <IndicesPage area="cliente-principal" />;

/** /cliente/indices: the territories the employee is linked to; thresholds read-only. */
export const EmpleadoIndicesPage = () => <IndicesPage area="empleado" />;

/** /admin/indices: staff pick a client first (or arrive with a territory from an alert). */
export const AdminIndicesPage = () => <IndicesPage area="admin" />;

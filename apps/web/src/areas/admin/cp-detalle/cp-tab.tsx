import { useEmpleadosCp } from '../../../features/empleado/api/get-empleados-cp.ts';
import { EmpleadosTable } from '../components/empleados-table.tsx';

/** EMPRESA tab: the company's employees, each opening the employee detail (back to this client). */
export function CpTab({ cpId }: { cpId: number }) {
  const q = useEmpleadosCp(cpId);
  return (
    <EmpleadosTable
      rows={q.data}
      loading={q.isPending}
      label="Trabajadores del cliente"
      link={(e) => `/admin/registro/empleados/mas-info?b=clientes&e=${cpId}&l=${e.empleado_id}`}
    />
  );
}

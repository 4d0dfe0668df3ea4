import { useEmpleadosParcela } from '../../../features/empleado/api/get-empleados-parcela.ts';
import { EmpleadosTable } from '../components/empleados-table.tsx';

/** EMPRESA tab of a territory: the employees linked to it, each opening the employee detail (back to this territory). */
export function EmpleadosParcelaTab({ cp, rel }: { cp: number; rel: number }) {
  const q = useEmpleadosParcela(rel, cp);
  return (
    <EmpleadosTable
      rows={q.data}
      loading={q.isPending}
      label="Trabajadores del territorio"
      link={(e) => `/admin/registro/empleados/mas-info?b=territorios&e=${cp}&t=${rel}&l=${e.empleado_id}`}
    />
  );
}

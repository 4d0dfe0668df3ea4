import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCpSelf } from '../../../features/cp/api/get-cp-self.ts';
import { useEmpleadosCp } from '../../../features/empleado/api/get-empleados-cp.ts';
import { PaginatedGrid } from '../components/paginated-grid.tsx';
import { Cargando, Vacio } from '../components/status.tsx';
import { EmpleadoCard } from './empleado-card.tsx';

/** /cliente-principal/mis-trabajadores: grid of 6 per page and the new-worker wizard. */
export function CpEmpleadosPage() {
  const { data: cp } = useCpSelf();
  const empleados = useEmpleadosCp(cp?.cp_id);
  return (
    <>
      <PageHeader
        title="Mis Trabajadores"
        subtitle="Las personas de tu empresa con acceso a la plataforma."
        actions={
          <Button
            component={Link}
            to="/cliente-principal/mis-trabajadores/nuevo"
            leftSection={<IconUserPlus size={16} />}
          >
            Nuevo trabajador
          </Button>
        }
      />
      {!cp || empleados.isPending ? (
        <Cargando label="Cargando trabajadores" />
      ) : empleados.isError || empleados.data.length === 0 ? (
        <Vacio texto={MSG.sinTrabajadores} />
      ) : (
        <PaginatedGrid
          items={empleados.data}
          keyOf={(e) => e.empleado_id}
          render={(e) => <EmpleadoCard empleado={e} />}
          label="trabajadores"
          singular="trabajador"
        />
      )}
    </>
  );
}
